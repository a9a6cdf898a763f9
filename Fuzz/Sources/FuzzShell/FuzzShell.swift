// libFuzzer entry point: the input is a script (FuzzDriver.swift). A broken rule stops the run like a crash, so
// libFuzzer saves the input.
#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShell(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  MainActor.assumeIsolated {
    let problems = FuzzDriver.run(bytes)
    if !problems.isEmpty {
      fputs(problems.joined(separator: "\n") + "\n", stderr)
      abort()
    }
  }
  return 0
}
