// SPDX-License-Identifier: GPL-3.0-or-later
//
// libjpeg-turbo for Swift. libjpeg reports errors by calling error_exit, which by default prints and
// calls exit(); Swift cannot call setjmp, so the setjmp/longjmp recovery lives in these C helpers and
// every failure comes back as a return code instead.
#ifndef INKY_CJPEG_SHIM_H
#define INKY_CJPEG_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

/// Results of the helpers below.
enum {
    CJPEG_OK = 0,
    CJPEG_CORRUPT = 1,      // a libjpeg error, or a file that ends early
    CJPEG_NO_MEMORY = 2,
    CJPEG_UNSUPPORTED = 3,  // e.g. a colour space libjpeg cannot turn into RGB (CMYK)
    CJPEG_TOO_LARGE = 4,
};

typedef struct cjpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    int code;
} cjpeg_error;

static inline void cjpeg_error_exit(j_common_ptr cinfo) {
    cjpeg_error *err = (cjpeg_error *)cinfo->err;
    err->code = err->pub.msg_code == JERR_CONVERSION_NOTIMPL ? CJPEG_UNSUPPORTED : CJPEG_CORRUPT;
    longjmp(err->jump, 1);
}

/// Silences libjpeg's stderr output; a premature end of file (a truncated JPEG, which libjpeg would
/// quietly pad with grey) is treated as corruption. Other warnings are tolerated.
static inline void cjpeg_emit_message(j_common_ptr cinfo, int level) {
    cjpeg_error *err = (cjpeg_error *)cinfo->err;
    if (level < 0) {
        err->pub.num_warnings++;
        if (err->pub.msg_code == JWRN_JPEG_EOF) {
            err->code = CJPEG_CORRUPT;
            longjmp(err->jump, 1);
        }
    }
}

/// Largest decoded frame accepted (pixels after libjpeg's scaling).
#define CJPEG_MAX_PIXELS (64UL * 1024UL * 1024UL)

/// Decodes a JPEG held in memory to packed 8-bit RGB, letting libjpeg scale by 1/2, 1/4 or 1/8 while
/// both sides stay at least `min_side`. On success `*out_pixels` is malloc'd; release it with free().
static inline int cjpeg_decode_rgb(const unsigned char *data, unsigned long size, unsigned int min_side,
                                   unsigned char **out_pixels, int *out_width, int *out_height) {
    struct jpeg_decompress_struct cinfo;
    cjpeg_error jerr;
    unsigned char *volatile pixels = NULL;
    *out_pixels = NULL;
    *out_width = 0;
    *out_height = 0;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&jerr.pub);
    jerr.pub.error_exit = cjpeg_error_exit;
    jerr.pub.emit_message = cjpeg_emit_message;
    jerr.code = CJPEG_OK;
    if (setjmp(jerr.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        return jerr.code == CJPEG_OK ? CJPEG_CORRUPT : jerr.code;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_RGB;
    unsigned int denom = 1;
    while (denom < 8 && cinfo.image_width / (denom * 2) >= min_side && cinfo.image_height / (denom * 2) >= min_side) {
        denom *= 2;
    }
    cinfo.scale_num = 1;
    cinfo.scale_denom = denom;
    jpeg_calc_output_dimensions(&cinfo);
    if ((unsigned long)cinfo.output_width * (unsigned long)cinfo.output_height > CJPEG_MAX_PIXELS) {
        jpeg_destroy_decompress(&cinfo);
        return CJPEG_TOO_LARGE;
    }
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_components != 3) {
        jpeg_destroy_decompress(&cinfo);
        return CJPEG_UNSUPPORTED;
    }
    size_t row = (size_t)cinfo.output_width * 3;
    pixels = (unsigned char *)malloc(row * cinfo.output_height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&cinfo);
        return CJPEG_NO_MEMORY;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW target = pixels + row * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &target, 1);
    }
    jpeg_finish_decompress(&cinfo);
    *out_width = (int)cinfo.output_width;
    *out_height = (int)cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    *out_pixels = pixels;
    return CJPEG_OK;
}

/// Encodes packed 8-bit RGB as a baseline JPEG in memory (used by tests to make fixtures).
/// On success `*out_bytes` is malloc'd; release it with free().
static inline int cjpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality,
                                   unsigned char **out_bytes, unsigned long *out_size) {
    struct jpeg_compress_struct cinfo;
    cjpeg_error jerr;
    *out_bytes = NULL;
    *out_size = 0;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&jerr.pub);
    jerr.pub.error_exit = cjpeg_error_exit;
    jerr.pub.emit_message = cjpeg_emit_message;
    jerr.code = CJPEG_OK;
    if (setjmp(jerr.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(*out_bytes);
        *out_bytes = NULL;
        *out_size = 0;
        return jerr.code == CJPEG_OK ? CJPEG_CORRUPT : jerr.code;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, out_bytes, out_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    size_t row = (size_t)width * 3;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW source = (JSAMPROW)(rgb + row * cinfo.next_scanline);
        jpeg_write_scanlines(&cinfo, &source, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    return CJPEG_OK;
}

#endif
