// The whole-process workloads: the release `lks` binary, and the debug build of `Dependent/` (a package that
// depends on ListKit as an app does), started with posix_spawn and waited for with wait4 (the peak resident set
// from the kernel's accounting), output discarded. `scripts/bench` builds them and says where they are
// (LKS_BENCH_BINARY, LKS_BENCH_DEPENDENT_BINARY); a workload whose probe failed is not registered
// (LKS_BENCH_SKIP_<NAME>), and the report prints why.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

enum ProcessRuns {
  static func all() -> [WorkloadRun] {
    let environment = ProcessInfo.processInfo.environment
    guard let binary = lksBinary(environment) else { return [] }
    let pagination = environment["LKS_BENCH_PAGINATION_SCRIPT"] ?? "Scripts/pagination.lks"
    let million = environment["LKS_BENCH_MILLION_SCRIPT"] ?? "Scripts/million.lks"
    let millionMove = environment["LKS_BENCH_MILLION_MOVE_SCRIPT"] ?? "Scripts/million-move.lks"
    var runs = [
      process("lks-pagination", arguments: [binary, pagination], budget: .iterations(8, seconds: 40)),
      process("lks-1M", arguments: [binary, million], budget: .iterations(8, seconds: 40)),
      process("lks-startup", arguments: [binary, "-c", "quit"], budget: .iterations(40, seconds: 10)),
      process(
        "lks-color-20k", arguments: [binary, "--color", "always", "-c", layout20k],
        budget: .iterations(8, seconds: 40)),
      process(
        "lks-plain-20k", arguments: [binary, "--color", "never", "-c", layout20k],
        budget: .iterations(8, seconds: 40)),
      process("lks-1M-move", arguments: [binary, millionMove], budget: .iterations(8, seconds: 40)),
    ]
    // `lks explain` of the 100 MB logs, written (once) by the setup.
    for kind in CrashLogInputs.Kind.allCases {
      runs.append(
        process(
          "lks-explain-\(kind.rawValue)-100mb", arguments: { [binary, "explain", CrashLogInputs.path(kind)] },
          budget: .iterations(5, seconds: 60)))
    }
    if let dependent = environment["LKS_BENCH_DEPENDENT_BINARY"],
      FileManager.default.isExecutableFile(atPath: dependent)
    {
      runs.append(process("debug-dependent-10k", arguments: [dependent], budget: .iterations(20, seconds: 20)))
    }
    return runs.compactMap { $0 }
  }

  /// A first apply, then 20,000 rows appended and applied in a viewport that holds them all: a layout of 20,000
  /// printed rows, each with its change mark (coloured with `--color always`).
  static let layout20k = "set viewport 1000000; append-sections m; apply; append-items r{1..20000}; apply"

  /// `LKS_BENCH_BINARY`, else the root package's release build seen from this package's directory.
  static func lksBinary(_ environment: [String: String]) -> String? {
    let path = environment["LKS_BENCH_BINARY"] ?? "../.build/release/lks"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// The workload, or nil when `LKS_BENCH_SKIP_<NAME>` is set (scripts/bench's probe of it failed).
  static func process(_ name: String, arguments: [String], budget: WorkloadRun.Budget) -> WorkloadRun? {
    process(name, arguments: { arguments }, budget: budget)
  }

  /// The workload whose arguments `makeArguments` gives once, in the setup (which may write its input files).
  static func process(
    _ name: String, arguments makeArguments: @escaping @Sendable () -> [String], budget: WorkloadRun.Budget
  ) -> WorkloadRun? {
    let skipKey = "LKS_BENCH_SKIP_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
    if ProcessInfo.processInfo.environment[skipKey] != nil { return nil }
    let made = Fixture<[String]>()
    return WorkloadRun(
      name, budget: budget,
      setUp: {
        made.value = makeArguments()
        return nil
      },
      iteration: { stopwatch in
        let arguments = made.value
        var result = Exit(status: -1, peakResidentBytes: 0)
        stopwatch.measure { result = run(arguments) }
        if result.status != 0 {
          preconditionFailure("\(name): `\(arguments.joined(separator: " "))` exited with \(result.status)")
        }
        stopwatch.record(CustomMetricName.peakResidentBytes, result.peakResidentBytes)
      })
  }

  /// How a spawned process ended.
  struct Exit {
    /// The exit status (128 + signal when killed, -1 when it could not start).
    var status: Int32
    /// The child's peak resident set (`ru_maxrss` of `wait4`), in bytes.
    var peakResidentBytes: Int
  }

  /// Spawns `arguments` with standard input from and output to /dev/null and waits for it.
  static func run(_ arguments: [String]) -> Exit {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, cArguments, environ) == 0 else {
      return Exit(status: -1, peakResidentBytes: 0)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR { return Exit(status: -1, peakResidentBytes: 0) }
    }
    let signal = status & 0x7f
    // Linux reports ru_maxrss in KiB (macOS in bytes).
    #if os(Linux)
      let peak = usage.ru_maxrss * 1_024
    #else
      let peak = usage.ru_maxrss
    #endif
    return Exit(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, peakResidentBytes: peak)
  }
}
