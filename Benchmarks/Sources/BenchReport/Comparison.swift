// Two runs' results side by side (a build before a change and after it, run one after the other): the medians of
// every workload both ran, after / before, and whether the after median is within the limit.

import Workloads

struct Comparison {
  let before: Report
  let after: Report
  /// The most after / before may be (1.1: no more than 10 % slower).
  let limit: Double

  struct Row {
    var name: String
    var before: Percentiles
    var after: Percentiles
    var ratio: Double { after.p50 / before.p50 }
  }

  /// Every workload with a time in both runs, main table then scaling, in the after run's order.
  var rows: [Row] {
    func times(_ report: Report) -> [(String, Percentiles)] {
      report.workloads.compactMap { result in result.wallClockNanoseconds.map { (result.name, $0) } }
        + report.scaling.compactMap { result in result.wallClockNanoseconds.map { (result.name, $0) } }
    }
    let old = Dictionary(times(before), uniquingKeysWith: { first, _ in first })
    return times(after).compactMap { name, time in old[name].map { Row(name: name, before: $0, after: time) } }
  }

  func markdown() -> String {
    var lines = [
      "| workload | before median ms | before p25–p75 | after median ms | after p25–p75 | after / before | "
        + "within \(Format.number(limit))× |",
      "|---|--:|--:|--:|--:|--:|---|",
    ]
    let rows = rows
    for row in rows {
      let cells = [
        row.name,
        Format.milliseconds(row.before.p50),
        Format.milliseconds(row.before.p25) + "–" + Format.milliseconds(row.before.p75),
        Format.milliseconds(row.after.p50),
        Format.milliseconds(row.after.p25) + "–" + Format.milliseconds(row.after.p75),
        Format.ratio(row.ratio),
        row.ratio <= limit ? "yes" : "**no**",
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    let slower = rows.filter { $0.ratio > limit }.map(\.name)
    lines.append("")
    lines.append(
      slower.isEmpty
        ? "Every workload within \(Format.number(limit))× of before."
        : "Slower than \(Format.number(limit))× before: \(slower.joined(separator: ", ")).")
    return lines.joined(separator: "\n") + "\n"
  }
}
