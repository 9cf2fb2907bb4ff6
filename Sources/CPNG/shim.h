// SPDX-License-Identifier: GPL-3.0-or-later
//
// libpng for Swift, through libpng's "simplified" API (png_image), which recovers from errors itself
// and reports them as a zero return, so no setjmp is needed on this side.
#ifndef INKY_CPNG_SHIM_H
#define INKY_CPNG_SHIM_H

#include <stdlib.h>
#include <string.h>
#include <png.h>

/// Results of the helpers below.
enum {
    CPNG_OK = 0,
    CPNG_CORRUPT = 1,
    CPNG_NO_MEMORY = 2,
    CPNG_TOO_LARGE = 4,
};

/// Largest image accepted (pixels); libpng's simplified API decodes the whole frame.
#define CPNG_MAX_PIXELS (64UL * 1024UL * 1024UL)

/// Decodes a PNG held in memory to packed 8-bit RGB; transparency is composited onto white.
/// On success `*out_pixels` is malloc'd; release it with free().
static inline int cpng_decode_rgb(const unsigned char *data, size_t size,
                                  unsigned char **out_pixels, int *out_width, int *out_height) {
    png_image image;
    *out_pixels = NULL;
    *out_width = 0;
    *out_height = 0;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        png_image_free(&image);
        return CPNG_CORRUPT;
    }
    if ((unsigned long)image.width * (unsigned long)image.height > CPNG_MAX_PIXELS) {
        png_image_free(&image);
        return CPNG_TOO_LARGE;
    }
    image.format = PNG_FORMAT_RGB;
    size_t bytes = (size_t)PNG_IMAGE_SIZE(image);
    unsigned char *pixels = (unsigned char *)malloc(bytes);
    if (pixels == NULL) {
        png_image_free(&image);
        return CPNG_NO_MEMORY;
    }
    png_color white = {255, 255, 255};
    if (!png_image_finish_read(&image, &white, pixels, 0, NULL)) {
        free(pixels);
        png_image_free(&image);
        return CPNG_CORRUPT;
    }
    *out_width = (int)image.width;
    *out_height = (int)image.height;
    *out_pixels = pixels;
    return CPNG_OK;
}

/// Encodes packed 8-bit RGB as a PNG in memory (used by tests to make fixtures).
/// On success `*out_bytes` is malloc'd; release it with free().
static inline int cpng_encode_rgb(const unsigned char *rgb, int width, int height,
                                  unsigned char **out_bytes, size_t *out_size) {
    png_image image;
    png_alloc_size_t size = 0;
    *out_bytes = NULL;
    *out_size = 0;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = PNG_FORMAT_RGB;
    if (!png_image_write_to_memory(&image, NULL, &size, 0, rgb, 0, NULL)) {
        png_image_free(&image);
        return CPNG_CORRUPT;
    }
    unsigned char *buffer = (unsigned char *)malloc(size);
    if (buffer == NULL) {
        return CPNG_NO_MEMORY;
    }
    if (!png_image_write_to_memory(&image, buffer, &size, 0, rgb, 0, NULL)) {
        free(buffer);
        png_image_free(&image);
        return CPNG_CORRUPT;
    }
    *out_bytes = buffer;
    *out_size = (size_t)size;
    return CPNG_OK;
}

#endif
