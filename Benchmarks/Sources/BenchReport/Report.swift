// The rows of the two tables (main and scaling) and their judgement against the catalog's targets, as values that
// are printed as Markdown and written as JSON.

import Foundation
import Workloads

/// One workload of the main table.
struct WorkloadResult: Codable {
  var name: String
  var summary: String
  /// Why it did not run (nil when it ran).
  var skipped: String?
  var wallClockNanoseconds: Percentiles?
  var mallocs: Percentiles?
  var baseline: String?
  var baselineNanoseconds: Percentiles?
  /// Median ours / median baseline.
  var ratio: Double?
  var moves: Int?
  var minimalMoves: Int?
  var targetMilliseconds: Double?
  var targetRatio: Double?
  var targetMallocs: Int?
  /// For a series (derive-append-100): the number of items.
  var size: Int?
  /// A spawned process's peak resident set, in bytes.
  var peakResidentBytes: Percentiles?
  /// Bytes the workload's structures held after the timed region, the bytes of its reference, and the ratio of the
  /// medians.
  var heldBytes: Percentiles?
  var referenceBytes: Percentiles?
  var heldRatio: Double?
  /// Each target with its verdict, e.g. `["≤ 0.4 ms": true, "≤ 20 allocs": false]`.
  var targets: [Target]

  struct Target: Codable {
    var text: String
    var met: Bool
  }

  var allTargetsMet: Bool? { targets.isEmpty ? nil : targets.allSatisfy(\.met) }
}

/// One size of the scaling table.
struct ScalingResult: Codable {
  var name: String
  var size: Int
  var skipped: String?
  var wallClockNanoseconds: Percentiles?
  var nanosecondsPerElement: Double?
  var mallocs: Percentiles?
  var mallocBytes: Percentiles?
  var bytesPerElement: Double?
  var moves: Int?
  var minimalMoves: Int?
}

/// Everything one run produced.
struct Report: Codable {
  var machine: String
  var date: String
  var workloads: [WorkloadResult]
  var scaling: [ScalingResult]
}

extension Report {
  init(run: ExportedRun, machine: String, skipped: [String: String]) throws {
    self.machine = machine
    date = ISO8601DateFormatter().string(from: Date())
    workloads = try Catalog.workloads.map { try WorkloadResult(run: run, workload: $0, skipped: skipped[$0.name]) }
    scaling = try Catalog.scaling.map { try ScalingResult(run: run, workload: $0, skipped: skipped[$0.name]) }
  }
}

extension WorkloadResult {
  /// What a row without results says when no probe gave a reason.
  static let noResult = "no result: filtered out, or the benchmark failed (its message is in the output above)"

  init(run: ExportedRun, workload: Workload, skipped reason: String?) throws {
    name = workload.name
    summary = workload.summary
    baseline = workload.baseline
    targetMilliseconds = workload.targetMilliseconds
    targetRatio = workload.targetRatio
    targetMallocs = workload.targetMallocs
    size = workload.size
    wallClockNanoseconds = try run.percentiles(workload.name, "wallClock")
    mallocs = try run.percentiles(workload.name, "mallocCountTotal")
    baselineNanoseconds = try run.percentiles(workload.name, CustomMetricName.baselineNanoseconds)
    moves = try run.percentiles(workload.name, CustomMetricName.moves).map { Int($0.p50) }
    minimalMoves = try run.percentiles(workload.name, CustomMetricName.minimalMoves).map { Int($0.p50) }
    peakResidentBytes = try run.percentiles(workload.name, CustomMetricName.peakResidentBytes)
    heldBytes = try run.percentiles(workload.name, CustomMetricName.heldBytes)
    referenceBytes = try run.percentiles(workload.name, CustomMetricName.referenceBytes)
    skipped = wallClockNanoseconds == nil ? (reason ?? Self.noResult) : nil
    if let ours = wallClockNanoseconds, let theirs = baselineNanoseconds, theirs.p50 > 0 {
      ratio = ours.p50 / theirs.p50
    }
    if let held = heldBytes, let reference = referenceBytes, reference.p50 > 0 {
      heldRatio = held.p50 / reference.p50
    }
    targets = []
    guard let ours = wallClockNanoseconds else { return }
    if let limit = targetMilliseconds {
      targets.append(Target(text: "≤ \(Format.number(limit)) ms", met: ours.p50 <= limit * 1_000_000))
    }
    if let limit = targetRatio, let ratio {
      targets.append(Target(text: "≤ \(Format.number(limit))× baseline", met: ratio <= limit))
    }
    if let limit = targetMallocs, let mallocs {
      targets.append(Target(text: "≤ \(limit) allocs", met: mallocs.p50 <= Double(limit)))
    }
    switch workload.memory {
    case .peakResident(let limit?):
      if let peak = peakResidentBytes {
        targets.append(
          Target(text: "≤ \(Format.number(limit)) MB peak RSS", met: peak.p50 <= limit * 1_000_000))
      }
    case .heldBytes(_, let limit?):
      if let heldRatio {
        targets.append(Target(text: "held ≤ \(Format.number(limit))× reference", met: heldRatio <= limit))
      }
    default: break
    }
  }
}

extension ScalingResult {
  init(run: ExportedRun, workload: Workload, skipped reason: String?) throws {
    name = workload.name
    size = workload.size ?? 0
    wallClockNanoseconds = try run.percentiles(workload.name, "wallClock")
    mallocs = try run.percentiles(workload.name, "mallocCountTotal")
    mallocBytes = try run.percentiles(workload.name, "mallocBytesCount")
    moves = try run.percentiles(workload.name, CustomMetricName.moves).map { Int($0.p50) }
    minimalMoves = try run.percentiles(workload.name, CustomMetricName.minimalMoves).map { Int($0.p50) }
    skipped = wallClockNanoseconds == nil ? (reason ?? WorkloadResult.noResult) : nil
    if let time = wallClockNanoseconds, size > 0 { nanosecondsPerElement = time.p50 / Double(size) }
    if let bytes = mallocBytes, size > 0 { bytesPerElement = bytes.p50 / Double(size) }
  }
}

/// Number formatting for the tables.
enum Format {
  /// A plain decimal without trailing zeros: 0.4, 2.5, 1000.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// Nanoseconds as milliseconds with three significant digits (at least).
  static func milliseconds(_ nanoseconds: Double) -> String {
    let ms = nanoseconds / 1_000_000
    let digits: Int
    switch ms {
    case 100...: digits = 0
    case 10..<100: digits = 1
    case 1..<10: digits = 2
    case 0.1..<1: digits = 3
    case 0.01..<0.1: digits = 4
    default: digits = 5
    }
    return String(format: "%.\(digits)f", ms)
  }

  static func count(_ value: Double) -> String {
    let rounded = Int(value.rounded())
    var text = String(rounded)
    var index = text.count - 3
    while index > 0 {
      text.insert(",", at: text.index(text.startIndex, offsetBy: index))
      index -= 3
    }
    return text
  }

  static func bytes(_ value: Double) -> String {
    switch value {
    case 1_048_576...: String(format: "%.1f MiB", value / 1_048_576)
    case 1_024...: String(format: "%.1f KiB", value / 1_024)
    default: "\(Int(value)) B"
    }
  }

  /// Decimal megabytes (10^6 bytes), as the targets are written.
  static func megabytes(_ value: Double) -> String {
    String(format: value >= 100_000_000 ? "%.0f MB" : "%.1f MB", value / 1_000_000)
  }

  static func ratio(_ value: Double) -> String {
    switch value {
    case 100...: String(format: "%.0f×", value)
    case 10..<100: String(format: "%.1f×", value)
    case 0.1..<10: String(format: "%.2f×", value)
    default: String(format: "%.2g×", value)
    }
  }
}
