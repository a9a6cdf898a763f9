// Writing the pictures (`--html`, `--svg`, `export html|svg`) with the C library: a file written whole, a directory
// made when missing; each failure is the C library's reason, for an error that names the path.

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

enum FileOutput {
  /// Writes `text` to `path` (created or truncated); nil when it worked, else why not.
  static func write(_ text: String, toPath path: String) -> String? {
    if FileSystem.isDirectory(path) { return "is a directory" }
    guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
    var bytes = Array(text.utf8)
    let written = fwrite(&bytes, 1, bytes.count, file)
    let failure = written < bytes.count ? String(cString: strerror(errno)) : nil
    if fclose(file) != 0 { return failure ?? String(cString: strerror(errno)) }
    return failure
  }

  /// Makes `path` a directory (its parent must exist); nil when it is one now, else why not.
  static func makeDirectory(_ path: String) -> String? {
    if FileSystem.isDirectory(path) { return access(path, W_OK) == 0 ? nil : String(cString: strerror(errno)) }
    if FileSystem.exists(path) { return "is not a directory" }
    return mkdir(path, 0o755) == 0 ? nil : String(cString: strerror(errno))
  }

  /// Why `path` cannot be written as a file, checked before a script runs (nothing is created), or nil.
  static func problemWritingFile(_ path: String) -> String? {
    if FileSystem.isDirectory(path) { return "is a directory" }
    if FileSystem.exists(path) { return access(path, W_OK) == 0 ? nil : String(cString: strerror(errno)) }
    let directory = FileSystem.directory(of: path)
    if !FileSystem.isDirectory(directory) { return "no such directory: \(directory)" }
    return access(directory, W_OK) == 0 ? nil : String(cString: strerror(errno))
  }

  /// Why `path` cannot be used as the SVG directory (an existing directory that is not writable, a file, a missing
  /// parent), or nil.
  static func problemWritingDirectory(_ path: String) -> String? {
    if FileSystem.isDirectory(path) { return access(path, W_OK) == 0 ? nil : String(cString: strerror(errno)) }
    if FileSystem.exists(path) { return "is not a directory" }
    let parent = FileSystem.directory(of: path)
    if !FileSystem.isDirectory(parent) { return "no such directory: \(parent)" }
    return access(parent, W_OK) == 0 ? nil : String(cString: strerror(errno))
  }
}
