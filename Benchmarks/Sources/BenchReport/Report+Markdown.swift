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
    return lines.joined(separator: "\n") + "\n"
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
