// The shell's stages point one way (docs/architecture.md, "The shell's stages"): no source file of a stage names a
// type declared at the top level of a later one. Read from the sources, outside comments and string literals.
import Foundation
import ListKitTestSupport
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

  /// The names of the types a file declares at the top level (``SwiftSourceNames/topLevelTypes(in:)``).
  static func topLevelTypes(in source: String) -> Set<String> { SwiftSourceNames.topLevelTypes(in: source) }

  /// The identifiers of a file's code, comments and string literals left out (``SwiftSourceNames/identifiers(in:)``).
  static func identifiers(in source: String) -> Set<String> { SwiftSourceNames.identifiers(in: source) }

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
