// The whole-process workloads: the release `lks` binary started with posix_spawn and waited for, output discarded.
// `scripts/bench` builds it and says where it is (LKS_BENCH_BINARY); a workload whose probe failed is not
// registered (LKS_BENCH_SKIP_<NAME>), and the report prints why.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

enum ProcessRuns {
  static func all() -> [WorkloadRun] {
    let environment = ProcessInfo.processInfo.environment
    guard let binary = lksBinary(environment) else { return [] }
    let script = environment["LKS_BENCH_PAGINATION_SCRIPT"] ?? "Scripts/pagination.lks"
    return [
      process("lks-startup", arguments: [binary, "-c", "quit"], budget: .iterations(40, seconds: 10)),
      process("lks-pagination", arguments: [binary, script], budget: .iterations(8, seconds: 40)),
    ].compactMap { $0 }
  }

  /// `LKS_BENCH_BINARY`, else the root package's release build seen from this package's directory.
  static func lksBinary(_ environment: [String: String]) -> String? {
    let path = environment["LKS_BENCH_BINARY"] ?? "../.build/release/lks"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// The workload, or nil when `LKS_BENCH_SKIP_<NAME>` is set (scripts/bench's probe of it failed).
  static func process(_ name: String, arguments: [String], budget: WorkloadRun.Budget) -> WorkloadRun? {
    let skipKey = "LKS_BENCH_SKIP_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
    if ProcessInfo.processInfo.environment[skipKey] != nil { return nil }
    return WorkloadRun(
      name, budget: budget, setUp: { nil },
      iteration: { stopwatch in
        var status: Int32 = 0
        stopwatch.measure { status = run(arguments) }
        if status != 0 {
          preconditionFailure("\(name): `\(arguments.joined(separator: " "))` exited with \(status)")
        }
      })
  }

  /// Spawns `arguments` with standard input from and output to /dev/null, waits, and returns the exit status
  /// (128 + signal when killed, -1 when it could not start).
  static func run(_ arguments: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, cArguments, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
