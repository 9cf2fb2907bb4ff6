// SPDX-License-Identifier: GPL-3.0-or-later
import Crypto
import CryptoExtras
import Foundation

/// The key of an encrypted journal, derived from its passphrase with scrypt and the journal's salt.
///
/// scrypt gives a 32-byte secret; HKDF splits it into the content key (ChaCha20-Poly1305) and a
/// separate key for the 16-byte check stored in the header, so a wrong passphrase is recognised
/// without trying to open the body, and the check reveals nothing about the content key.
public struct JournalKey: Sendable {
    let content: SymmetricKey
    let check: [UInt8]
    public let kdf: KDFParameters
    public let salt: [UInt8]

    /// Derives the key for `passphrase` with `kdf` and `salt` (a fresh random salt when nil).
    public init(passphrase: [UInt8], kdf: KDFParameters = .standard, salt: [UInt8]? = nil) throws {
        let salt = salt ?? Self.randomSalt()
        let secret = try KDF.Scrypt.deriveKey(
            from: passphrase, salt: salt, outputByteCount: 32,
            rounds: 1 << Int(kdf.log2N), blockSize: Int(kdf.r), parallelism: Int(kdf.p))
        content = HKDF<SHA256>.deriveKey(inputKeyMaterial: secret, info: Data("inky journal content v1".utf8), outputByteCount: 32)
        let checkKey = HKDF<SHA256>.deriveKey(inputKeyMaterial: secret, info: Data("inky key check v1".utf8), outputByteCount: 32)
        check = Array(HMAC<SHA256>.authenticationCode(for: Data("inky key check".utf8), using: checkKey)).prefix(SealedHeader.keyCheckLength).map { $0 }
        self.kdf = kdf
        self.salt = salt
    }

    /// Whether this key was derived for `header` (same salt and parameters) and passes its check.
    func opens(_ header: SealedHeader) -> Bool {
        header.salt == salt && header.kdf == kdf && constantTimeEqual(header.keyCheck, check)
    }

    static func randomSalt() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    private func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// Seals and opens a whole SQLite image with ChaCha20-Poly1305, the header as associated data.
enum SealedImage {
    /// The encrypted file's bytes for `image`, with a fresh random nonce.
    static func seal(_ image: Data, key: JournalKey, generation: UInt64) throws -> Data {
        let header = SealedHeader(kdf: key.kdf, salt: key.salt, keyCheck: key.check, generation: generation)
        let headerBytes = header.bytes
        let box = try ChaChaPoly.seal(image, using: key.content, authenticating: headerBytes)
        var out = Data(headerBytes)
        out.append(box.combined)
        return out
    }

    /// Opens a sealed file with `key`, or with a key derived from `passphrase` for the file's own salt.
    static func open(_ file: Data, key: JournalKey?, passphrase: [UInt8]?) throws -> (image: Data, header: SealedHeader, key: JournalKey) {
        let (header, length) = try SealedHeader.parse(Array(file.prefix(256)))
        var chosen = key
        if chosen == nil || !chosen!.opens(header) {
            guard let passphrase else { throw key == nil ? SealedError.passphraseNeeded : SealedError.wrongPassphrase }
            chosen = try JournalKey(passphrase: passphrase, kdf: header.kdf, salt: header.salt)
        }
        guard let key = chosen, key.opens(header) else { throw SealedError.wrongPassphrase }
        do {
            let box = try ChaChaPoly.SealedBox(combined: file.dropFirst(length))
            let image = try ChaChaPoly.open(box, using: key.content, authenticating: file.prefix(length))
            return (image, header, key)
        } catch {
            throw SealedError.damaged
        }
    }
}
