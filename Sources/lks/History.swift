// The readline history file: ~/.lks_history (or $LKS_HISTORY; /dev/null or empty disables it), mode 0600,
// appended after every accepted line so that a killed session loses nothing.
@preconcurrency import CReadline

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

@MainActor
final class HistoryFile {
  /// Lines kept in memory and in the file.
  static let capacity: Int32 = 1000

  /// nil when history is not saved.
  let path: String?
  private var fileExists = false
  private var reportedFailure = false

  init(path: String?) {
    self.path = path
  }

  /// `$LKS_HISTORY`, else `$HOME/.lks_history`; nil (no file) for `/dev/null`, an empty value or no home.
  static func pathFromEnvironment() -> String? {
    if let path = environment("LKS_HISTORY") {
      return path.isEmpty || path == "/dev/null" ? nil : path
    }
    guard let home = environment("HOME"), !home.isEmpty else { return nil }
    return home.hasSuffix("/") ? home + ".lks_history" : home + "/.lks_history"
  }

  /// Reads the file into readline's history and trims the file to `capacity` lines.
  func load() {
    using_history()
    stifle_history(Self.capacity)
    guard let path else { return }
    if read_history(path) == 0 {
      fileExists = true
      history_truncate_file(path, Self.capacity)
    }
  }

  /// Adds an accepted line, unless it is blank or repeats the previous entry, and appends it to the file.
  func record(_ line: String) {
    guard line.contains(where: { $0 != " " && $0 != "\t" }) else { return }
    if history_length > 0, let last = history_get(history_base + history_length - 1),
      let text = last.pointee.line, String(cString: text) == line
    {
      return
    }
    add_history(line)
    guard let path else { return }
    // append_history opens with O_APPEND but without O_CREAT: create the file first, private to the user.
    if !fileExists {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
      if descriptor >= 0 {
        close(descriptor)
        fileExists = true
      }
    }
    let error = append_history(1, path)
    if error != 0, !reportedFailure {
      reportedFailure = true
      fputs("lks: cannot save history to \(path): \(String(cString: strerror(error)))\n", stderr)
    }
  }

  /// Keeps the file at `capacity` lines (called at exit; `load` does it too, for sessions that were killed).
  func trim() {
    guard let path, fileExists else { return }
    history_truncate_file(path, Self.capacity)
  }
}
