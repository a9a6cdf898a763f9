// `BenchReport DIR [--json FILE] [--markdown FILE] [--machine TEXT] [--skip NAME=REASON]...`: reads the histograms
// package-benchmark exported into DIR, prints the table of medians with targets and ratios and the scaling table
// (Markdown), and writes the JSON results.
// `BenchReport --compare BEFORE.json AFTER.json [LIMIT]`: the medians of two runs' results side by side, workload by
// workload, with after / before and whether it is within LIMIT (default 1.1, "no more than 10 % slower").

import Foundation

struct Options {
  var directory = ""
  var jsonPath: String?
  var markdownPath: String?
  var machine = ""
  var skipped: [String: String] = [:]

  init(_ arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--json": jsonPath = rest.popFirst()
      case "--markdown": markdownPath = rest.popFirst()
      case "--machine": machine = rest.popFirst() ?? ""
      case "--skip":
        let pair = rest.popFirst() ?? ""
        if let equals = pair.firstIndex(of: "=") {
          skipped[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
      default: directory = argument
      }
    }
  }
}

if CommandLine.arguments.dropFirst().first == "--compare" {
  let paths = Array(CommandLine.arguments.dropFirst(2))
  guard paths.count >= 2 else {
    FileHandle.standardError.write(Data("usage: BenchReport --compare BEFORE.json AFTER.json [LIMIT]\n".utf8))
    exit(2)
  }
  do {
    let decoder = JSONDecoder()
    let before = try decoder.decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: paths[0])))
    let after = try decoder.decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: paths[1])))
    print(Comparison(before: before, after: after, limit: paths.count > 2 ? Double(paths[2]) ?? 1.1 : 1.1).markdown())
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("BenchReport: \(error)\n".utf8))
    exit(1)
  }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
guard !options.directory.isEmpty else {
  FileHandle.standardError.write(Data("usage: BenchReport DIR [--json FILE] [--markdown FILE] [--machine TEXT]\n".utf8))
  exit(2)
}

do {
  let run = ExportedRun(
    directory: URL(fileURLWithPath: options.directory), target: "ListKitBenchmarks", baselineName: "Current_run")
  let report = try Report(run: run, machine: options.machine, skipped: options.skipped)
  let markdown = report.markdown()
  print(markdown, terminator: "")
  if let path = options.markdownPath {
    try markdown.write(toFile: path, atomically: true, encoding: .utf8)
  }
  if let path = options.jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(report).write(to: URL(fileURLWithPath: path))
  }
  let missed = report.workloads.filter { $0.allTargetsMet == false }.map(\.name)
  print(missed.isEmpty ? "\nAll targets met." : "\nTargets missed: \(missed.joined(separator: ", ")).")
} catch {
  FileHandle.standardError.write(Data("BenchReport: \(error)\n".utf8))
  exit(1)
}
