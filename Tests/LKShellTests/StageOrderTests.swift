// The shell's stages point one way (docs/architecture.md, "The shell's stages"): no source file of a stage names a
// type declared at the top level of a later one. Read from the sources, outside comments and string literals.
import Foundation
import Testing

@Suite struct StageOrderTests {
  /// The folders of `Sources/LKShell` in stage order: each may use only the ones before it (`Shell.swift`, at the
  /// top, is the runner's).
  static let stages = ["Support", "Items", "Language", "Events", "Session", "Rendering", "Runner"]

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/LKShell")

  /// The Swift files of a stage.
  static func files(of stage: String) throws -> [URL] {
    let folder = root.appendingPathComponent(stage)
    var files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted().map { folder.appendingPathComponent($0) }
    if stage == "Runner" { files.append(root.appendingPathComponent("Shell.swift")) }
    return files
  }

  /// The names of the types a file declares at the top level (`struct Name`, `enum`, `class`, `protocol`,
  /// `typealias`, `actor`, with any modifiers); nested types are reached through these.
  static func topLevelTypes(in source: String) -> Set<String> {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
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
  static func identifiers(in source: String) -> Set<String> {
    var reader = CodeReader(scalars: Array(source.unicodeScalars))
    reader.readCode(inInterpolation: false)
    return Set(
      String(reader.code).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
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

  @Test("Every folder of Sources/LKShell has its place in the stage order")
  func everyFolderIsAStage() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent($0).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    #expect(Set(folders) == Set(Self.stages))
  }

  @Test("No stage names a type declared in a later stage")
  func stagesPointOneWay() throws {
    let sources = try Self.stages.map { stage in
      try Self.files(of: stage).map { try String(contentsOf: $0, encoding: .utf8) }
    }
    let declared = sources.map { $0.reduce(into: Set<String>()) { $0.formUnion(Self.topLevelTypes(in: $1)) } }
    for (position, stage) in Self.stages.enumerated() {
      #expect(!declared[position].isEmpty, "\(stage) declares no type")
      let later = declared[(position + 1)...].reduce(into: Set<String>()) { $0.formUnion($1) }
      for (file, source) in zip(try Self.files(of: stage), sources[position]) {
        let forward = Self.identifiers(in: source).intersection(later)
        #expect(
          forward.isEmpty, "\(stage)/\(file.lastPathComponent) names \(forward.sorted()), declared in a later stage")
      }
    }
    // Not vacuous: the reader sees what later stages do name of earlier ones, and not what comments or strings say.
    let commands = try String(
      contentsOf: Self.root.appendingPathComponent("Session/Session+Commands.swift"), encoding: .utf8)
    #expect(Self.identifiers(in: commands).isSuperset(of: ["ShellError", "SessionCommand", "ItemReference"]))
    #expect(
      Self.identifiers(in: "// Session\nlet a = \"Session \\(x + \"Words\") \\\"\" + #\"Shell\"#; /* Words */ b")
        == ["let", "a", "x", "b"])
    #expect(
      Self.topLevelTypes(
        in: "public final class Shell {\n  struct Nested {}\n}\nenum E: Int {}\n@MainActor final class F<T> {}")
        == ["Shell", "E", "F"])
  }
}
