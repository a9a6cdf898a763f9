// Reading package-benchmark's exported histograms (`--format histogramEncoded`): one JSON file per benchmark and
// metric, holding raw values (nanoseconds for time, plain counts otherwise).

import Foundation
import Histogram

/// p25, median and p75 of one metric of one benchmark, in the metric's raw unit.
struct Percentiles: Codable {
  var p25: Double
  var p50: Double
  var p75: Double
  var samples: Int

  init(_ histogram: Histogram<UInt>) {
    p25 = Double(histogram.valueAtPercentile(25))
    p50 = Double(histogram.valueAtPercentile(50))
    p75 = Double(histogram.valueAtPercentile(75))
    samples = Int(histogram.totalCount)
  }
}

/// The exported histograms of one run.
struct ExportedRun {
  let directory: URL
  let target: String
  let baselineName: String

  /// The percentiles of `metric` (package-benchmark's raw metric name: `wallClock`, `mallocCountTotal`, or a custom
  /// metric's name) for `benchmark`, or nil when the run did not record it.
  func percentiles(_ benchmark: String, _ metric: String) throws -> Percentiles? {
    let name = "\(baselineName).\(target).\(benchmark).\(metric).histogram.json"
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: " ", with: "_")
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let histogram = try JSONDecoder().decode(Histogram<UInt>.self, from: Data(contentsOf: url))
    return histogram.totalCount == 0 ? nil : Percentiles(histogram)
  }
}
