// What a Swift source file declares and names, read without a compiler: the architecture tests (the shell's stage
// order, ListKit's folder order) check that no folder names a type declared in a later one.

/// The top-level type declarations and the identifiers of Swift source text, comments and string literals left out.
public enum SwiftSourceNames {
  /// The names of the types a file declares at the top level (`struct Name`, `enum`, `class`, `protocol`,
  /// `typealias`, `actor`, with any modifiers); nested types are reached through these.
  public static func topLevelTypes(in source: String) -> Set<String> {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "open", "final", "indirect", "nonisolated",
    ]
    var names: Set<String> = []
    for line in source.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
      // Attributes (`@MainActor`) and modifiers, then the keyword and the name.
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      guard let keyword = words.firstIndex(where: { !modifiers.contains($0) }), keywords.contains(words[keyword]),
        keyword + 1 < words.count
      else { continue }
      names.insert(String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    return names
  }

  /// The identifiers of a file's code: comments and the text of string literals left out, the code of their
  /// interpolations read.
  public static func identifiers(in source: String) -> Set<String> {
    Set(code(of: source).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
  }

  /// A file's code: comments and the text of string literals left out (each a space), the code of their
  /// interpolations read.
  public static func code(of source: String) -> String {
    var reader = CodeReader(scalars: Array(source.unicodeScalars))
    reader.readCode(inInterpolation: false)
    return String(reader.code)
  }

  /// Copies a Swift source's code, leaving out comments and the text of string literals.
  struct CodeReader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var code = String.UnicodeScalarView()

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func starts(_ text: String) -> Bool {
      var position = index
      for scalar in text.unicodeScalars {
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
      }
      return true
    }

    /// Reads code to the end, or (in an interpolation) to the `)` that closes it.
    mutating func readCode(inInterpolation: Bool) {
      var depth = 0
      while index < scalars.count {
        if starts("//") {
          while index < scalars.count && scalars[index] != "\n" { index += 1 }
        } else if starts("/*") {
          while index < scalars.count && !starts("*/") { index += 1 }
          index += 2
        } else if starts("\"\"\"") {
          index += 3
          readString(until: "\"\"\"", raw: false)
        } else if starts("#\"") {
          index += 2
          readString(until: "\"#", raw: true)
        } else if starts("\"") {
          index += 1
          readString(until: "\"", raw: false)
        } else {
          let scalar = scalars[index]
          index += 1
          if inInterpolation && scalar == "(" { depth += 1 }
          if inInterpolation && scalar == ")" {
            if depth == 0 { return }
            depth -= 1
          }
          code.append(scalar)
          continue
        }
        code.append(" ")
      }
    }

    /// Skips a string literal's text up to its end; reads the code of its interpolations.
    mutating func readString(until end: String, raw: Bool) {
      while index < scalars.count && !starts(end) {
        if !raw && starts("\\(") {
          index += 2
          code.append(" ")
          readCode(inInterpolation: true)
          code.append(" ")
        } else {
          index += !raw && scalars[index] == "\\" ? 2 : 1
        }
      }
      index += end.unicodeScalars.count
    }
  }
}
