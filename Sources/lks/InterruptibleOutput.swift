// Standard output that Ctrl-C can cut short: a command's output is written in slices, and a press between two
// slices drops the rest (the command itself has finished, so the state is whole; only its printing stops).
import LKShell

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

@MainActor
final class InterruptibleOutput: ShellOutput {
  /// Bytes written between two looks at the Ctrl-C counter: small enough that a terminal drains it in a blink.
  static let sliceSize = 16 * 1024

  /// True once a press stopped the output of the current command (reset by the next prompt's `resume()`).
  private(set) var isStopped = false

  func write(_ text: String, to stream: ShellStream) {
    switch stream {
    case .standardError:
      // Errors are short and must not be lost.
      fflush(stdout)
      fputs(text, stderr)
    case .standardOutput:
      writeInterruptibly(text)
    }
  }

  /// Forgets an earlier stop (a new command's output starts).
  func resume() { isStopped = false }

  private func writeInterruptibly(_ text: String) {
    guard !isStopped else { return }
    let utf8 = Array(text.utf8)
    if utf8.count <= Self.sliceSize {
      fputs(text, stdout)
      return
    }
    var offset = 0
    while offset < utf8.count {
      if interruptCount.load(ordering: .relaxed) > 0 {
        stop()
        return
      }
      var end = min(offset + Self.sliceSize, utf8.count)
      // Cut after a line end, so a stopped output ends with whole lines.
      if end < utf8.count, let newline = utf8[offset..<end].lastIndex(of: 0x0A) { end = newline + 1 }
      let written = utf8.withUnsafeBufferPointer { buffer in
        fwrite(buffer.baseAddress! + offset, 1, end - offset, stdout)
      }
      fflush(stdout)
      if written < end - offset {
        // Ctrl-C interrupted a blocked write (no SA_RESTART): the stream is fine, the rest is dropped.
        clearerr(stdout)
        stop()
        return
      }
      offset = end
    }
  }

  private func stop() {
    isStopped = true
    fputs("\n^C output stopped (the command had finished; its changes are kept)\n", stdout)
    fflush(stdout)
  }
}
