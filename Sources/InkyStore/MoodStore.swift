// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// What a mood reading was taken from.
public enum MoodSourceKind: String, Sendable, Codable {
    case reflection, log, entry
}

/// A stored mood reading: the observation and what the pipeline made of it.
public struct StoredMood: Sendable, Hashable {
    public var id: Int64
    public var sourceKind: MoodSourceKind
    public var sourceID: Int64
    public var day: Day
    public var record: MoodRecord
    public var result: MoodResult
}

/// The mood pipeline's persistence: each reading stored with its observation, state saved beside it.
///
/// In-order readings update the saved pipeline incrementally; a back-dated reading or a correction
/// replays the whole history, which gives the same numbers the incremental path would have.
extension AppDatabase {
    static let pipelineStateName = "mood"

    /// Adds a reading and returns it with the pipeline's result.
    public func recordMood(
        source: MoodSourceKind, sourceID: Int64, day: Day, record: MoodRecord,
        prior: BaselinePrior, timeZone: TimeZone, now: Date
    ) throws -> StoredMood {
        try write { db in
            let latest = try String.fetchOne(db, sql: "SELECT record FROM mood_results ORDER BY observed_at DESC, id DESC LIMIT 1")
            let latestAt = try latest.map { try MoodJSON.decode(MoodRecord.self, $0).at }
            if let latestAt, record.at < latestAt {
                // Back-dated: store the observation, then replay everything in time order.
                var placeholder = MoodPipeline(prior: prior, timeZone: timeZone)
                let row = try MoodRow.New(sourceKind: source.rawValue, sourceId: sourceID, day: day,
                                          value: placeholder.update(signals: record.signals, at: record.at), record: record, at: now)
                    .insertStored(db)
                try replay(db, prior: prior, timeZone: timeZone, now: now)
                return try Self.stored(MoodRow.find(db, key: row.id))
            }
            var pipeline = try loadPipeline(db) ?? MoodPipeline(prior: prior, timeZone: timeZone)
            var result = pipeline.update(signals: record.signals, at: record.at)
            if let correction = record.correction { result = pipeline.correct(result, with: correction) }
            let row = try MoodRow.New(sourceKind: source.rawValue, sourceId: sourceID, day: day, value: result, record: record, at: now)
                .insertStored(db)
            try savePipeline(db, pipeline, now: now)
            return try Self.stored(row)
        }
    }

    /// Applies a person's correction to reading `id`; nil when there is no such reading.
    ///
    /// The correction overrides that reading and teaches the pipeline (its baseline, and its calibration once
    /// corrections agree); no other stored reading is rewritten.
    public func correctMood(id: Int64, with correction: MoodCorrection, prior: BaselinePrior, timeZone: TimeZone, now: Date) throws -> StoredMood? {
        try write { db in
            guard var row = try MoodRow.fetchOne(db, key: id) else { return nil }
            var record = try MoodJSON.decode(MoodRecord.self, row.record)
            record.correction = correction
            var pipeline = try loadPipeline(db) ?? MoodPipeline(prior: prior, timeZone: timeZone)
            let corrected = pipeline.correct(try MoodJSON.decode(MoodResult.self, row.result), with: correction)
            try row.set(corrected, record: record, at: now)
            try row.update(db)
            try savePipeline(db, pipeline, now: now)
            return try Self.stored(row)
        }
    }

    /// Puts every source's calibration back to its defaults (what corrections taught is forgotten); stored
    /// readings stay as they are. Nil before the first reading.
    public func resetMoodCalibration(now: Date) throws -> MoodCalibration? {
        try write { db in
            guard var pipeline = try loadPipeline(db) else { return nil }
            pipeline.calibration = MoodCalibration()
            try savePipeline(db, pipeline, now: now)
            return pipeline.calibration
        }
    }

    /// Recomputes every reading and the pipeline state from the stored observations; returns how many.
    @discardableResult
    public func rebuildMood(prior: BaselinePrior, timeZone: TimeZone, now: Date) throws -> Int {
        try write { db in try replay(db, prior: prior, timeZone: timeZone, now: now) }
    }

    /// Replays the history once when stored readings predate bands from the reading itself (they
    /// carry no baseline centre), with the prior and zone saved in the pipeline; true when it did.
    ///
    /// Only the oldest banded row is checked: every replay rewrites all rows, so it is stale iff any is.
    @discardableResult
    public func refreshStaleMoodBands(now: Date) throws -> Bool {
        let stale = try read { db in
            try Bool.fetchOne(db, sql: """
                SELECT json_extract(result, '$.baselineCentre') IS NULL FROM mood_results WHERE band <> '' ORDER BY id LIMIT 1
                """) ?? false
        }
        guard stale else { return false }
        return try write { db in
            guard let pipeline = try loadPipeline(db) else { return false }
            try replay(db, prior: pipeline.baseline.prior, timeZone: pipeline.timeZone, now: now)
            return true
        }
    }

    /// The pipeline as saved (nil before the first reading).
    public func moodPipeline() throws -> MoodPipeline? {
        try read { db in try loadPipeline(db) }
    }

    /// Readings between two days (inclusive), oldest first.
    public func moodHistory(from: Day? = nil, to: Day? = nil) throws -> [StoredMood] {
        try read { db in
            var request = MoodRow.order(Column("observed_at"), Column("id"))
            if let from { request = request.filter(Column("day") >= from) }
            if let to { request = request.filter(Column("day") <= to) }
            return try request.fetchAll(db).map(Self.stored)
        }
    }

    /// The most recent reading, if any.
    public func latestMood() throws -> StoredMood? {
        try read { db in
            try MoodRow.order(Column("observed_at").desc, Column("id").desc).fetchOne(db).map(Self.stored)
        }
    }

    /// One reading by id.
    public func mood(id: Int64) throws -> StoredMood? {
        try read { db in try MoodRow.fetchOne(db, key: id).map(Self.stored) }
    }

    // MARK: -

    @discardableResult
    func replay(_ db: Database, prior: BaselinePrior, timeZone: TimeZone, now: Date) throws -> Int {
        let rows = try Row.fetchAll(db, sql: "SELECT id, record FROM mood_results ORDER BY id")
        let decoder = JSONDecoder()
        let ids: [Int64] = rows.map { $0["id"] }
        let records = try rows.map { try decoder.decode(MoodRecord.self, from: Data(($0["record"] as String).utf8)) }
        // Sort as the pipeline's replay does (time, then insertion order), so results line up with rows.
        let order = records.indices.sorted { records[$0].at != records[$1].at ? records[$0].at < records[$1].at : $0 < $1 }
        let (pipeline, results) = MoodPipeline.rebuild(from: order.map { records[$0] }, prior: prior, timeZone: timeZone)
        // Only the result columns change; the stored observations stay as they are.
        let update = try db.cachedStatement(sql: """
            UPDATE mood_results SET result = ?, valence = ?, arousal = ?, confidence = ?, top = ?, conflict = ?,
              smoothed_valence = ?, smoothed_arousal = ?, baseline_z_valence = ?, baseline_z_arousal = ?, band = ?,
              outlier = ?, corrected = ?, updated_at = ? WHERE id = ?
            """)
        let encoder = MoodJSON.encoder()
        for (position, index) in order.enumerated() {
            let r = results[position]
            try update.execute(arguments: [
                String(decoding: try encoder.encode(r), as: UTF8.self), r.valence, r.arousal, r.confidence,
                MoodRow.topColumn(r), r.conflict != nil, r.smoothedValence, r.smoothedArousal, r.valenceZ ?? 0, r.arousalZ,
                MoodRow.bandColumn(r), r.outlier, records[index].correction != nil, Timestamp.text(now), ids[index],
            ])
        }
        if rows.isEmpty {
            try db.execute(sql: "DELETE FROM pipeline_state WHERE name = ?", arguments: [Self.pipelineStateName])
        } else {
            try savePipeline(db, pipeline, now: now)
        }
        return rows.count
    }

    func loadPipeline(_ db: Database) throws -> MoodPipeline? {
        guard let json = try String.fetchOne(db, sql: "SELECT state FROM pipeline_state WHERE name = ?", arguments: [Self.pipelineStateName])
        else { return nil }
        return try MoodJSON.decode(MoodPipeline.self, json)
    }

    func savePipeline(_ db: Database, _ pipeline: MoodPipeline, now: Date) throws {
        try db.execute(
            sql: "INSERT INTO pipeline_state (name, state, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at",
            arguments: [Self.pipelineStateName, try MoodJSON.encode(pipeline), Timestamp.text(now)])
    }

    static func stored(_ row: MoodRow) throws -> StoredMood {
        StoredMood(
            id: row.id, sourceKind: MoodSourceKind(rawValue: row.sourceKind) ?? .entry, sourceID: row.sourceId,
            day: row.day, record: try MoodJSON.decode(MoodRecord.self, row.record),
            result: try MoodJSON.decode(MoodResult.self, row.result))
    }
}

/// What replaying the mood history needs: the baseline prior, the person's zone and the time.
public struct MoodReplay: Sendable {
    public var prior: BaselinePrior
    public var timeZone: TimeZone
    public var now: Date

    public init(prior: BaselinePrior, timeZone: TimeZone, now: Date) {
        self.prior = prior
        self.timeZone = timeZone
        self.now = now
    }
}

extension AppDatabase {
    /// Replaces the reading taken from one source (an edited entry or log) with `record`, or removes
    /// it when `record` is nil, then replays the history; inside the caller's transaction.
    ///
    /// A correction the person made to the old reading is kept on the new one.
    func replaceReading(
        _ db: Database, source: MoodSourceKind, sourceID: Int64, day: Day, record: MoodRecord?, replay context: MoodReplay
    ) throws {
        let old = try MoodRow.filter(Column("source_kind") == source.rawValue && Column("source_id") == sourceID).fetchAll(db)
        let correction = try old.last.flatMap { try MoodJSON.decode(MoodRecord.self, $0.record).correction }
        try db.execute(sql: "DELETE FROM mood_results WHERE source_kind = ? AND source_id = ?", arguments: [source.rawValue, sourceID])
        if var record {
            record.correction = record.correction ?? correction
            var placeholder = MoodPipeline(prior: context.prior, timeZone: context.timeZone)
            var row = try MoodRow.New(sourceKind: source.rawValue, sourceId: sourceID, day: day,
                                      value: placeholder.update(signals: record.signals, at: record.at), record: record, at: context.now)
            try row.insert(db)
        } else if old.isEmpty {
            return // nothing changed
        }
        try replay(db, prior: context.prior, timeZone: context.timeZone, now: context.now)
    }

    /// The reading taken from one source, if any.
    public func mood(source: MoodSourceKind, sourceID: Int64) throws -> StoredMood? {
        try read { db in
            try MoodRow.filter(Column("source_kind") == source.rawValue && Column("source_id") == sourceID)
                .order(Column("id").desc).fetchOne(db).map(Self.stored)
        }
    }
}
