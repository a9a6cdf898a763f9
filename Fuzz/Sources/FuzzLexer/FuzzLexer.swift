@testable import LKShell

// libFuzzer entry point for the lexer alone: any text scans, splits and continues without crashing, and every word
// it yields survives `Lexer.quoted` (quoting a word and lexing it again gives the word back).
#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let problems = LexerProperties.check(text)
  if !problems.isEmpty {
    fputs(problems.joined(separator: "\n") + "\n", stderr)
    abort()
  }
  return 0
}
