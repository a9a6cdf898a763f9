// Reading scripts and listing directories with the C library (the shell avoids Foundation to start fast).

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

enum FileSystem {
  /// The file's text (invalid UTF-8 repaired), or the C library's reason it cannot be read.
  static func readText(atPath path: String) -> Result<String, ShellError> {
    if isDirectory(path) { return .failure(ShellError("\(path) is a directory")) }
    guard let file = fopen(path, "rb") else { return .failure(ShellError(String(cString: strerror(errno)))) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
      if count < buffer.count {
        if ferror(file) != 0 { return .failure(ShellError(String(cString: strerror(errno)))) }
        break
      }
    }
    return .success(String(decoding: bytes, as: UTF8.self))
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
