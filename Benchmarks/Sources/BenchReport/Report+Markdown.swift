// The two tables as Markdown: what `scripts/bench` prints and what the README shows.

import Workloads

extension Report {
  func markdown() -> String {
    var lines: [String] = []
    if !machine.isEmpty { lines.append("Machine: \(machine). Run: \(date).\n") }
    lines.append(
      "| workload | median ms | p25–p75 ms | target | met? | baseline median ms | ours / baseline | allocs (median) | moves (minimal) |"
    )
    lines.append("|---|--:|--:|---|---|--:|--:|--:|--:|")
    for result in workloads { lines.append(result.markdownRow) }
    lines.append("")
    lines.append(
      "| scaling (half overlap) | median ms | p25–p75 ms | ns / element | allocs | heap allocated (peak) | bytes / element | moves (minimal) |"
    )
    lines.append("|---|--:|--:|--:|--:|--:|--:|--:|")
    for result in scaling { lines.append(result.markdownRow) }
    lines.append("")
    lines += deriveScalingTable()
    lines.append("")
    lines += memoryTable()
    return lines.joined(separator: "\n") + "\n"
  }

  /// derive-append-100 from 1k to 1M items: each size's median, its multiple of the 1k median, and the diff of the
  /// same layouts built separately (no shared storage) that the data source no longer pays.
  func deriveScalingTable() -> [String] {
    var lines = [
      "| derive-append-100 | items | median ms | p25–p75 ms | × the 1k median | unshared diff median ms | allocs (median) |",
      "|---|--:|--:|--:|--:|--:|--:|",
    ]
    let series = Catalog.deriveAppendSizes.compactMap { size in
      workloads.first { $0.name == Catalog.deriveAppendName(size) }
    }
    let first = series.first?.wallClockNanoseconds?.p50
    for result in series {
      guard let time = result.wallClockNanoseconds, let size = result.size else {
        lines.append("| \(result.name) | | \(result.skipped ?? "") | | | | |")
        continue
      }
      let cells: [String] = [
        result.name,
        Format.count(Double(size)),
        Format.milliseconds(time.p50),
        Format.milliseconds(time.p25) + "–" + Format.milliseconds(time.p75),
        first.map { Format.ratio(time.p50 / $0) } ?? "—",
        result.baselineNanoseconds.map { Format.milliseconds($0.p50) } ?? "—",
        result.mallocs.map { Format.count($0.p50) } ?? "—",
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    if let first, let last = series.last?.wallClockNanoseconds?.p50, series.count > 1 {
      let flat = last / first <= Catalog.deriveAppendFlatness
      lines.append("")
      lines.append(
        "Flatness: the largest size's median is \(Format.ratio(last / first)) the 1k median (target ≤ "
          + "\(Format.number(Catalog.deriveAppendFlatness))×): \(flat ? "met" : "**missed**").")
    }
    return lines
  }

  /// The memory measurements: peak resident sets of whole processes, bytes held against a reference.
  func memoryTable() -> [String] {
    var lines = [
      "| memory | measured (median) | p25–p75 | reference (median) | held / reference | target | met? |",
      "|---|--:|--:|--:|--:|---|---|",
    ]
    for result in workloads {
      let memoryTargets = result.targets.filter { $0.text.contains("RSS") || $0.text.contains("held") }
      let target = memoryTargets.map(\.text).joined(separator: ", ")
      let met = memoryTargets.map { $0.met ? "met" : "**missed**" }.joined(separator: ", ")
      if let peak = result.peakResidentBytes {
        lines.append(
          "| \(result.name): peak RSS of the process | \(Format.megabytes(peak.p50)) | "
            + "\(Format.megabytes(peak.p25))–\(Format.megabytes(peak.p75)) | — | — | \(target.isEmpty ? "—" : target) | "
            + "\(met.isEmpty ? "—" : met) |")
      }
      if let held = result.heldBytes {
        lines.append(
          "| \(result.name): bytes held (malloc in use) | \(Format.bytes(held.p50)) | "
            + "\(Format.bytes(held.p25))–\(Format.bytes(held.p75)) | "
            + "\(result.referenceBytes.map { Format.bytes($0.p50) } ?? "—") | "
            + "\(result.heldRatio.map(Format.ratio) ?? "—") | \(target.isEmpty ? "—" : target) | "
            + "\(met.isEmpty ? "—" : met) |")
      }
    }
    return lines
  }
}

extension WorkloadResult {
  var baselineCell: String {
    guard let baseline = baselineNanoseconds else { return "—" }
    return Format.milliseconds(baseline.p50) + " (n=" + String(baseline.samples) + ")"
  }

  var markdownRow: String {
    guard let time = wallClockNanoseconds else {
      return "| \(name) | skipped: \(skipped ?? "") | | | | | | | |"
    }
    let target = targets.map(\.text).joined(separator: ", ")
    let met = targets.map { $0.met ? "met" : "**missed**" }.joined(separator: ", ")
    let spread: String = Format.milliseconds(time.p25) + "–" + Format.milliseconds(time.p75)
    let cells: [String] = [
      name,
      Format.milliseconds(time.p50),
      spread,
      target.isEmpty ? "—" : target,
      met.isEmpty ? "—" : met,
      baselineCell,
      ratio.map(Format.ratio) ?? "—",
      mallocs.map { Format.count($0.p50) } ?? "—",
      movesCell(moves: moves, minimal: minimalMoves),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}

extension ScalingResult {
  var markdownRow: String {
    let label = "diff-\(Catalog.sizeLabel(size))-half"
    guard let time = wallClockNanoseconds else { return "| \(label) | skipped: \(skipped ?? "") | | | | | | |" }
    let spread: String = Format.milliseconds(time.p25) + "–" + Format.milliseconds(time.p75)
    let cells: [String] = [
      label,
      Format.milliseconds(time.p50),
      spread,
      nanosecondsPerElement.map { String(format: "%.1f", $0) } ?? "—",
      mallocs.map { Format.count($0.p50) } ?? "—",
      mallocBytes.map { Format.bytes($0.p50) } ?? "—",
      bytesPerElement.map { String(format: "%.1f", $0) } ?? "—",
      movesCell(moves: moves, minimal: minimalMoves),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}

/// `5,000 (minimal)`; the benchmark's setup has already refused to run when the moves were not minimal.
func movesCell(moves: Int?, minimal: Int?) -> String {
  guard let moves else { return "—" }
  guard let minimal else { return Format.count(Double(moves)) }
  return moves == minimal ? "\(Format.count(Double(moves))) (minimal)" : "\(moves) (**not minimal: \(minimal)**)"
}
