// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import InkyCore

/// Messages for encryption, `inky doctor` and `inky backup`. None includes journal text or a passphrase.
extension Messages {
    enum PrivacyHelp {
        static let encrypt = "Encrypt the journal with a passphrase (asked twice at a terminal, else $INKY_PASSPHRASE)."
        static let decrypt = "Turn an encrypted journal back into a plain SQLite file."
        static let passphrase = "Change the journal's passphrase (new one from a prompt, else $INKY_NEW_PASSPHRASE)."
        static let doctor = "Check the journal: integrity, permissions (mended), encryption and backups; restore a backup or salvage a damaged journal."
        static let doctorRestore = "Put a verified backup in the journal's place: its number in doctor's list (1 is the newest) or its file name. The journal it replaces is kept aside."
        static let doctorSalvage = "Copy every readable row of a damaged journal into a new one in backups/, and say what was saved and lost by table."
        static let backup = "Copy the journal safely, even while inky is writing (default: into backups/)."
        static let backupFile = "Where to write the copy (a new file)."
    }

    static let passphrasePrompt = "Passphrase: "
    static let newPassphrasePrompt = "New passphrase: "
    static let repeatPassphrasePrompt = "Type it again: "
    static let passphrasesDiffer = "The two passphrases differ. Nothing was changed; run the command again."
    static func shortPassphrase(_ count: Int, minimum: Int) -> String {
        "A passphrase of \(count) character\(count == 1 ? "" : "s") is too easy to guess; it needs at least \(minimum). Nothing was changed; a few words together work well."
    }
    static func passphraseTryAgain(left: Int) -> String {
        "That passphrase does not open this journal. Try again (\(left) more \(left == 1 ? "try" : "tries"); check the keyboard layout and caps lock)."
    }
    static let emptyPassphrase = "An empty passphrase protects nothing. Nothing was changed; choose one (a few words is good)."
    static let encryptNeedsPassphrase = "Set INKY_PASSPHRASE to the passphrase to use, or run `inky encrypt` at a terminal to be asked for it. Nothing was changed."
    static let rekeyNeedsNewPassphrase = "Set INKY_NEW_PASSPHRASE to the new passphrase (and INKY_PASSPHRASE to the current one), or run `inky passphrase` at a terminal. Nothing was changed."

    static func encrypted(_ report: JournalConversion.Report, file: String) -> [String] {
        var lines = ["Encrypted. Your journal is now \(file); keep the passphrase safe: without it the journal cannot be read, by anyone."]
        if report.backupsConverted > 0 { lines.append("Sealed \(report.backupsConverted) backup\(report.backupsConverted == 1 ? "" : "s") with the same passphrase.") }
        if !report.scrubbed.isEmpty { lines.append("Overwrote and removed \(report.scrubbed.count) plain file\(report.scrubbed.count == 1 ? "" : "s") (the old journal and its companions).") }
        return lines
    }

    static func decrypted(_ report: JournalConversion.Report, file: String) -> [String] {
        var lines = ["Decrypted. Your journal is a plain SQLite file again: \(file)."]
        if report.backupsConverted > 0 { lines.append("Unsealed \(report.backupsConverted) backup\(report.backupsConverted == 1 ? "" : "s").") }
        lines += backupsLeft(report)
        return lines
    }

    static func rekeyed(_ report: JournalConversion.Report) -> [String] {
        var lines = ["Passphrase changed."]
        if report.backupsConverted > 0 { lines.append("Re-sealed \(report.backupsConverted) backup\(report.backupsConverted == 1 ? "" : "s") with the new passphrase.") }
        lines += backupsLeft(report)
        return lines
    }

    private static func backupsLeft(_ report: JournalConversion.Report) -> [String] {
        report.backupsLeft.map { "Left \($0.path) as it was: it does not open with this passphrase." }
    }

    /// What went wrong with an encrypted journal, and how to mend it.
    static func sealed(_ error: SealedError) -> String {
        switch error {
        case .notSealed:
            return "The encrypted journal file does not start like one inky wrote. Nothing was changed. Restore a copy from the backups/ folder, or move the file aside."
        case .damaged:
            return "The encrypted journal is damaged: the passphrase is right but the contents do not match their seal. Nothing was changed. Restore a copy from the backups/ folder."
        case .unsupported(let version):
            return "The encrypted journal uses format \(version), from a newer inky. Nothing was changed. Update inky to open it."
        case .passphraseNeeded:
            return "This journal is encrypted. Set INKY_PASSPHRASE, or run inky at a terminal to be asked for the passphrase. Nothing was changed."
        case .wrongPassphrase:
            return "That passphrase does not open this journal. Nothing was changed. Try again (check the keyboard layout and caps lock)."
        case .alreadyEncrypted:
            return "This journal is already encrypted. To change its passphrase, run `inky passphrase`."
        case .notEncrypted:
            return "This journal is not encrypted, so there is nothing to decrypt. To encrypt it, run `inky encrypt`."
        case .noJournal:
            return "There is no journal in this data folder yet. Write something first, or choose another folder with --home DIR."
        case .inUse:
            return "Another inky is using this journal (perhaps a reflection in another terminal). Finish it, then run this again. Nothing was changed."
        case .passphraseRejected(let reason):
            return reason
        }
    }

    static func plainCopyBesideEncrypted(_ path: String) -> String {
        "inky: warning: a plain copy of the journal, \(path), is still beside the encrypted one (an earlier encrypt or decrypt was interrupted). Run `inky encrypt` to remove it, or `inky decrypt` to finish decrypting."
    }

    // MARK: doctor and backup

    static func backupWritten(_ path: String, sealed: Bool) -> String {
        "Copied the journal to \(path)" + (sealed ? " (encrypted with the journal's passphrase)." : ".")
    }

    static func backupExists(_ path: String) -> String {
        "\(path) already exists. Nothing was written; choose a new file name."
    }

    static let doctorHeading = "inky doctor"
    static func doctorJournal(_ path: String, encrypted: Bool) -> String {
        "journal      \(path)" + (encrypted ? " (encrypted)" : " (not encrypted; `inky encrypt` seals it)")
    }
    static let doctorIntegrityOK = "integrity    ok (PRAGMA integrity_check, foreign keys)"
    static func doctorIntegrityProblems(_ count: Int) -> String {
        "integrity    \(count) problem\(count == 1 ? "" : "s") found. `inky doctor --restore N` puts a verified backup (listed below) in its place, or `inky doctor --salvage` saves every readable row into a new journal."
    }
    static func doctorIntegrityLine(_ line: String) -> String { "             \(line)" }
    static func doctorOpenFailed(_ message: String) -> String { "journal      could not be opened: \(message)" }
    static func doctorPermissionsMended(_ path: String, from: Int, to: Int) -> String {
        "permissions  \(path) was mode \(String(from, radix: 8)); set to \(String(to, radix: 8)) (yours alone)"
    }
    static func doctorPermissionsUnmendable(_ path: String, mode: Int) -> String {
        "permissions  \(path) is mode \(String(mode, radix: 8)) and could not be changed; run `chmod go-rwx \(path)`"
    }
    static let doctorPermissionsOK = "permissions  ok (the folder and every file are yours alone)"
    static func doctorPlainText(_ path: String) -> String {
        "plain text   \(path) holds journal text beside the encrypted journal; `inky encrypt` removes it"
    }
    static let doctorNoBackups = "backups      none yet (`inky backup` makes one)"
    static let doctorNoVerifiedBackups = "backups      none verified (`inky backup` makes one)"
    static func doctorBackups(_ count: Int) -> String {
        "backups      \(count) verified, newest first (`inky doctor --restore N` puts one in the journal's place):"
    }
    static func doctorUnverifiedBackups(_ count: Int) -> String {
        "             and \(count) not verified (made before checksums, or changed since), not offered for restoring:"
    }
    static func doctorBackupLine(number: Int?, _ name: String, bytes: Int, date: String, sealed: Bool) -> String {
        "           " + (number.map { String($0).leftPadded(3) } ?? "  -") + "  \(name)  \(bytes) bytes  \(date)" + (sealed ? "  encrypted" : "")
    }
    static let doctorInUse = "lock         another inky is using the journal right now (fine; restoring waits for it to finish)"
    static let doctorNotInUse = "lock         free (no other inky has the journal open)"
    static func doctorWAL(bytes: Int?) -> String {
        guard let bytes else { return "write log    none (everything is in the journal file)" }
        return "write log    \(bytes) bytes in inky.sqlite-wal, folded into the journal when the last inky closes it"
    }
    static func doctorSchema(applied: Int, known: Int, newer: Int, pending: Int) -> String {
        if newer > 0 { return "schema       problem: written by a newer inky (\(newer) change\(newer == 1 ? "" : "s") this one does not know). Update inky." }
        if pending > 0 { return "schema       version \(applied) of \(known): the next command brings it up to date, after a backup" }
        return "schema       version \(applied), up to date"
    }
    static let doctorRestoreOrSalvage = "Use --restore or --salvage, one at a time."
    static func doctorRestored(_ name: String, aside: String?) -> String {
        "Restored \(name) as the journal." + (aside.map { " The journal it replaced is kept beside it as \($0); remove it yourself once you are sure." } ?? "")
    }
    static func doctorNoSuchBackup(_ name: String) -> String {
        "There is no verified backup '\(name)'. Nothing was changed. Give a number from the list above, or a backup's file name."
    }
    static let doctorRestoreInUse = "Another inky is using the journal; nothing was changed. Close it, then restore again."
    static func doctorSalvagedTable(_ table: String, saved: Int, unreadable: Int, orphaned: Int) -> String {
        var line = "salvage      \(table): \(saved) saved"
        if unreadable > 0 { line += ", \(unreadable) on damaged pages lost" }
        if orphaned > 0 { line += ", \(orphaned) left out (what they belonged to was lost)" }
        return line
    }
    static func doctorSalvaged(saved: Int, lost: Int, file: String, number: Int) -> String {
        let share = saved + lost > 0 ? String(format: " (%.1f%%)", Double(saved) / Double(saved + lost) * 100) : ""
        return "Saved \(saved) rows\(share) into a new journal, backups/\(file); \(lost) could not be read. The damaged journal is as it was. `inky doctor --restore \(number)` puts the new one in its place."
    }
    static func doctorSalvageRefused(_ refusal: RecoveryRefusal) -> String {
        switch refusal {
        case .encrypted: return "An encrypted journal is sealed whole, so there are no rows to pick out of a damaged one. Restore a verified backup: `inky doctor --restore N`."
        case .schemaUnreadable: return "The journal's list of tables cannot be read, so its rows cannot be found. Restore a verified backup: `inky doctor --restore N`."
        case .noSuchBackup(let name): return doctorNoSuchBackup(name)
        }
    }
    static let doctorWritableOK = "writing      ok (a file can be made in the folder, and the journal opened for writing)"
    static func doctorNotWritable(_ trouble: String) -> String {
        "writing      problem: \(trouble). Every command that writes will refuse until this is mended."
    }
    static func doctorCannotWrite(_ path: String, errno code: Int32) -> String {
        let reason = code == EROFS ? "it is on a read-only file system (mount it read-write)"
            : code == EACCES || code == EPERM ? "permission is denied (`chmod u+w` on it, or run inky as its owner)"
            : code == ENOSPC ? "the disk is full (free some space)" : String(cString: strerror(code))
        return "\(path) cannot be written: \(reason)"
    }
    static func doctorSpaceOK(free: Int) -> String { "disk space   ok (\(free >> 20) MiB free)" }
    static func doctorLowSpace(free: Int, needed: Int) -> String {
        "disk space   problem: \(free >> 20) MiB free, less than the \(needed >> 20) MiB a write, a backup or a migration may need. Free some space."
    }
    static let doctorFine = "All is well."
    /// After a reading command showed what it could of a damaged journal.
    static func readDamaged(_ path: String) -> String {
        "\(SafeText.forTerminal(path)) is damaged: what could be read is shown above, and some of it may be missing. Nothing was written. `inky doctor` says more: it can restore a verified backup (`inky doctor --restore N`) or save every readable row into a new journal (`inky doctor --salvage`)."
    }

    static let doctorTrouble = "inky doctor found a problem; see above. Nothing in the journal was changed."
}

/// Messages about a person's own prompt files that cannot be used.
extension Messages {
    static func ownPromptFileSkipped(_ path: String) -> String {
        "inky: warning: \(path) has problems, so it was not used (the shipped flows were). Run `inky lint \((path as NSString).deletingLastPathComponent)` to see them."
    }

    static func ownSafetyFileSkipped(_ path: String) -> String {
        "inky: warning: \(path) could not be read as a safety message, so the shipped one is used. Run `inky lint \((path as NSString).deletingLastPathComponent)` to see why."
    }
}

/// Words around the safety screen that are not in Prompts/safety.yaml: reasons for /why and counts.
extension Messages {
    /// Used only when no safety.yaml can be read at all.
    static let safetyFallback = "Please reach out to someone you trust, or to local emergency services if you are in danger."

    /// `/why` at the safety screen's question.
    static func safetyConcernWhy(_ words: String, rule: String) -> String {
        "\(safetyConcernReason(words)) (\(safetySource(rule)))"
    }

    /// Added to the category's words when a short answer was read beside its question.
    static let safetyBesideQuestion = ", read beside the question you answered"

    /// `/why` at the gentle safety question, in plain words.
    static func safetyConcernReason(_ words: String) -> String {
        "your words can mean \(words), so I asked plainly; asking directly is what care guidance suggests, and it does not put the idea in anyone's head"
    }

    /// Which part of the screen spoke: a rule of Lexicons/safety.tsv, or the model reading the words as a whole.
    static func safetySource(_ rule: String) -> String {
        rule == SafetyScreen.modelRule ? "no single rule: your words as a whole, read by the safety model" : "safety rule \(rule)"
    }

    /// `/why` at the caring question about someone else.
    static func safetySomeoneElseWhy(_ words: String, rule: String) -> String {
        "\(safetySomeoneElseReason(words)) (safety rule \(rule))"
    }

    /// `/why` at the caring question about someone else, in plain words.
    static func safetySomeoneElseReason(_ words: String) -> String {
        "your words spoke of someone else and \(words), so I asked how you are with it"
    }

    /// After an import, when some imported entries speak of suicide or self-harm.
    static func importSafety(_ count: Int) -> String {
        "\(count) imported \(count == 1 ? "entry speaks" : "entries speak") of suicide or self-harm. If that is where you are now:"
    }
}
