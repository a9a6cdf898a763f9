// Reading scripts and listing directories with the C library (the shell avoids Foundation to start fast).

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

enum FileSystem {
  /// The file's text, or why it cannot be used: the C library's reason it cannot be read, or the first line that
  /// is not valid UTF-8 (repairing it would silently change identifiers to U+FFFD).
  static func readText(atPath path: String) -> Result<String, ReadError> {
    readBytes(atPath: path).flatMap { decodeUTF8($0) }
  }

  /// The file's bytes (standard input's when `path` is nil), or the C library's reason it cannot be read.
  static func readBytes(atPath path: String?) -> Result<[UInt8], ReadError> {
    if let path, isDirectory(path) { return .failure(.unreadable("\(path) is a directory")) }
    guard let file = path.map({ fopen($0, "rb") }) ?? stdin else {
      return .failure(.unreadable(String(cString: strerror(errno))))
    }
    defer { if path != nil { fclose(file) } }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
      if count < buffer.count {
        if ferror(file) != 0 { return .failure(.unreadable(String(cString: strerror(errno)))) }
        break
      }
    }
    return .success(bytes)
  }

  /// `bytes` as text, or the first line that is not valid UTF-8 (a script, `-c`, a line of standard input).
  static func decodeUTF8(_ bytes: some Collection<UInt8>) -> Result<String, ReadError> {
    if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
    return .failure(firstInvalidUTF8(in: Array(bytes)))
  }

  /// Why a file cannot be used as a script.
  enum ReadError: Error, Equatable {
    /// The C library's reason (`No such file or directory`).
    case unreadable(String)
    /// `line` (1-based) holds a byte sequence that is not UTF-8, starting with `byte` at 1-based byte `offset`.
    case invalidUTF8(line: Int, offset: Int, byte: UInt8)

    /// The line the error is on, if it is about one.
    var line: Int? {
      if case .invalidUTF8(let line, _, _) = self { return line }
      return nil
    }

    /// The 1-based byte of the line where invalid UTF-8 starts, and that byte.
    var offset: Int? {
      if case .invalidUTF8(_, let offset, _) = self { return offset }
      return nil
    }
    var byte: UInt8? {
      if case .invalidUTF8(_, _, let byte) = self { return byte }
      return nil
    }

    var message: String { message(advice: "save the script as UTF-8") }

    /// The message, with what to do about invalid UTF-8 (`save the script as UTF-8`).
    func message(advice: String) -> String {
      switch self {
      case .unreadable(let reason): reason
      case .invalidUTF8(_, let offset, let byte):
        "invalid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) at byte \(offset) of the line (\(advice))"
      }
    }
  }

  /// Where the first invalid sequence of `bytes` (known to hold one) starts.
  private static func firstInvalidUTF8(in bytes: [UInt8]) -> ReadError {
    var line = 1
    var lineStart = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          lineStart = offset
        }
      case .emptyInput:
        return .invalidUTF8(line: line, offset: offset - lineStart + 1, byte: 0)
      case .error:
        return .invalidUTF8(line: line, offset: offset - lineStart + 1, byte: bytes[offset])
      }
    }
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Entry names of a directory (no `.`/`..`), sorted; empty when it cannot be read.
  static func contents(ofDirectory path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// `.lks` files under `path` (itself when it is a file), recursively, sorted.
  static func scripts(under path: String) -> [String] {
    guard isDirectory(path) else { return [path] }
    var result: [String] = []
    for name in contents(ofDirectory: path) {
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      if isDirectory(child) {
        result += scripts(under: child)
      } else if name.hasSuffix(".lks") {
        result.append(child)
      }
    }
    return result
  }

  /// Completion of a path prefix: entries of its directory that start with its last component (directories
  /// get a trailing `/`).
  static func completePath(_ prefix: String) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let directory = slash.map { String(prefix[...$0]) } ?? ""
    let partial = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    return contents(ofDirectory: directory.isEmpty ? "." : directory)
      .filter { $0.hasPrefix(partial) && (partial.hasPrefix(".") || !$0.hasPrefix(".")) }
      .map { directory + $0 + (isDirectory(directory + $0) ? "/" : "") }
  }

  /// The directory part of a path (`.` when there is none).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
