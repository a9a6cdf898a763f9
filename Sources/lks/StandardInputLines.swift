// Lines of a standard input that is not a terminal: no prompt, no echo, no readline (a pipe or a file).
// getline(3) directly rather than Swift's readLine(), which spins forever at EOF when errno is already EINTR.
#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

final class StandardInputLines {
  enum Next {
    /// A line's bytes, as read: the shell decides whether they are text.
    case line([UInt8])
    case end
    /// Ctrl-C while waiting for input.
    case interrupted
  }

  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0

  deinit { free(buffer) }

  /// The next line without its `\n` or `\r\n`; the last line may lack a newline.
  func next() -> Next {
    while true {
      errno = 0
      let count = getline(&buffer, &capacity, stdin)
      if count >= 0, let buffer {
        var length = count
        if length > 0, buffer[length - 1] == 0x0A { length -= 1 }
        if length > 0, buffer[length - 1] == 0x0D { length -= 1 }
        return .line(Array(UnsafeRawBufferPointer(start: buffer, count: length)))
      }
      guard errno == EINTR else { return .end }
      if interruptCount.load(ordering: .relaxed) > 0 { return .interrupted }
      clearerr(stdin)
    }
  }
}
