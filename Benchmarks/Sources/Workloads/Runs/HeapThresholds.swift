// glibc's heap thresholds, fixed for the in-process workloads (Benchmarks/README.md, "glibc's heap").

import Foundation
import MallocStats

/// glibc moves its mmap and trim thresholds with the largest mmapped block the process has freed (from 128 KiB up
/// to 32 MiB, and twice that). Whether an iteration gives the top of the heap back to the kernel, and the next one
/// faults it in again page by page, then depends on the sizes of earlier allocations (of the engine, its baseline,
/// the harness), not on the work measured: build-10k took 5.4× b8b6d21's time under the defaults at 0.94× its
/// instructions, all of the difference page faults. The suite fixes both thresholds at the start of every benchmark
/// process where the dynamic ones end up in a long-running process that has once freed a large buffer: 32 MiB and
/// 64 MiB. (Lower fixed values are worse: at 4 MiB every diff of 50k items or more maps and faults in its large
/// buffers afresh at every iteration, diff-50k-half 1.8 → 3.4 ms.) The spawned `lks` and dependent processes keep
/// glibc's defaults.
public enum HeapThresholds {
  /// The mmap threshold: blocks at least this large are mapped on their own (glibc's largest dynamic value).
  public static let mmapThreshold = 32 << 20
  /// The trim threshold: free memory at the top of the heap beyond it goes back to the kernel (twice the above, as
  /// glibc's dynamic rule sets it).
  public static let trimThreshold = 64 << 20

  /// Fixes the thresholds unless `LISTKIT_BENCH_GLIBC_DEFAULTS=1`; returns what the process runs with.
  @discardableResult
  public static func fix() -> String {
    if ProcessInfo.processInfo.environment["LISTKIT_BENCH_GLIBC_DEFAULTS"] == "1" {
      return "glibc's default heap thresholds"
    }
    guard listkit_bench_fix_heap_thresholds(mmapThreshold, trimThreshold) == 1 else {
      return "the allocator's defaults (no glibc mallopt)"
    }
    return "glibc heap thresholds fixed: mmap \(mmapThreshold >> 20) MiB, trim \(trimThreshold >> 20) MiB"
  }
}
