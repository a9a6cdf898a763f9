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

  /// A file's code, comments and the text of string literals left out (``SwiftSourceNames/code(of:)``).
  static func code(of source: String) -> String { SwiftSourceNames.code(of: source) }

  /// The members a file adds to types it does not declare (`extension AnyItem { var reference … }` in a file that
  /// does not declare `AnyItem`), as code names them: `count(of:` for a function whose first argument has a label,
  /// `.reference` for a property or a function called without one. Private and file-private members are left out
  /// (no other file can use them), and so are the members of extensions of the file's stage's own types
  /// (`ownTypes`), which no earlier stage can reach without naming the type.
  static func extensionMembers(in source: String, ownTypes: Set<String>) -> Set<String> {
    var members: Set<String> = []
    var extending = false
    for line in code(of: source).split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("extension ") {
        let type = line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        extending = !ownTypes.contains(String(type))
        continue
      }
      if line.first.map({ !$0.isWhitespace }) ?? false { extending = false }
      // A direct member: two spaces in, its modifiers, then the keyword and the name.
      guard extending, line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      guard !words.contains("private"), !words.contains("fileprivate"),
        let keyword = words.firstIndex(where: { ["func", "var", "let"].contains($0) }), keyword + 1 < words.count
      else { continue }
      let declaration = words[(keyword + 1)...].joined(separator: " ")
      let name = declaration.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { continue }
      // The first argument's label: the first word of the parameter list (after any generic parameters).
      let label = declaration.dropFirst(name.count).drop { $0 != "(" }.dropFirst().prefix {
        $0.isLetter || $0.isNumber || $0 == "_"
      }
      members.insert(words[keyword] == "func" && !label.isEmpty && label != "_" ? "\(name)(\(label):" : ".\(name)")
    }
    return members
  }

  /// What a file declares anywhere, in the forms of `extensionMembers(in:ownTypes:)`: `name(label:` for a function
  /// whose first argument has a label, `.name` for any other function, a property, a constant or a case. A stage
  /// that declares such a name may be naming its own.
  static func declaredNames(in source: String) -> Set<String> {
    let code = Array(code(of: source))
    var names: Set<String> = []
    var index = 0
    func isName(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
    func word(at start: Int) -> (String, Int) {
      var end = start
      while end < code.count, isName(code[end]) { end += 1 }
      return (String(code[start..<end]), end)
    }
    while index < code.count {
      guard isName(code[index]), index == 0 || !isName(code[index - 1]) else {
        index += 1
        continue
      }
      let (keyword, end) = word(at: index)
      index = end
      guard ["func", "var", "let", "case"].contains(keyword) else { continue }
      while index < code.count, code[index] == " " { index += 1 }
      let (name, nameEnd) = word(at: index)
      guard !name.isEmpty else { continue }
      index = nameEnd
      var parameters = nameEnd
      while keyword == "func", parameters < code.count, code[parameters] != "(" { parameters += 1 }
      let (label, _) = keyword == "func" && parameters < code.count ? word(at: parameters + 1) : ("", 0)
      names.insert(keyword == "func" && !label.isEmpty && label != "_" ? "\(name)(\(label):" : ".\(name)")
    }
    return names
  }

  /// Whether `code` uses `member` (`count(of:` as written, `.reference` not followed by more of a name).
  static func uses(_ code: String, _ member: String) -> Bool {
    var rest = code[...]
    while let range = rest.range(of: member) {
      rest = rest[range.upperBound...]
      if member.hasSuffix(":") || !(rest.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
        return true
      }
    }
    return false
  }

  /// The back-edges through extension members: for each stage's file, the members later stages add to types they
  /// do not declare that it uses (and does not declare a member of that name itself), as `Stage/File: [members]`.
  /// `stages` holds each stage's files, by name, in stage order.
  static func extensionBackEdges(_ stages: [[(name: String, source: String)]]) -> [String] {
    let ownTypes = stages.map { $0.reduce(into: Set<String>()) { $0.formUnion(topLevelTypes(in: $1.source)) } }
    let added = stages.indices.map { stage in
      stages[stage].reduce(into: Set<String>()) {
        $0.formUnion(extensionMembers(in: $1.source, ownTypes: ownTypes[stage]))
      }
    }
    var edges: [String] = []
    for stage in stages.indices {
      let declared = stages[...stage].joined().reduce(into: Set<String>()) {
        $0.formUnion(declaredNames(in: $1.source))
      }
      let later = added[(stage + 1)...].joined().filter { !declared.contains($0) }
      for file in stages[stage] {
        let code = code(of: file.source)
        let used = later.filter { uses(code, $0) }.sorted()
        if !used.isEmpty { edges.append("\(Self.stages[stage])/\(file.name): \(used)") }
      }
    }
    return edges
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

  /// Every stage's files, by name, in stage order.
  static func sources() throws -> [[(name: String, source: String)]] {
    try stages.map { stage in
      try files(of: stage).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }
  }

  @Test("No stage uses a member that a later stage adds to a type it does not declare")
  func extensionMembersPointOneWay() throws {
    let stages = try Self.sources()
    #expect(Self.extensionBackEdges(stages) == [])
    // The members the check looks for are there to find: later stages do add members to earlier stages' types.
    let ownTypes = stages.map { $0.reduce(into: Set<String>()) { $0.formUnion(Self.topLevelTypes(in: $1.source)) } }
    let session = try #require(Self.stages.firstIndex(of: "Session"))
    let added = stages[session].reduce(into: Set<String>()) {
      $0.formUnion(Self.extensionMembers(in: $1.source, ownTypes: ownTypes[session]))
    }
    #expect(added.contains(".field"), "\(added)")
  }

  @Test("The extension-member check finds a planted back-edge: an earlier stage using a later stage's extension member")
  func extensionCheckFindsPlantedViolations() throws {
    var stages = try Self.sources()
    let items = try #require(Self.stages.firstIndex(of: "Items"))
    let events = try #require(Self.stages.firstIndex(of: "Events"))
    let session = try #require(Self.stages.firstIndex(of: "Session"))
    let language = try #require(Self.stages.firstIndex(of: "Language"))
    // The two members Session once declared for Items and Events, declared there again (and `count(of:)` no longer
    // where it lives now, beside the counters it counts).
    stages[language] = stages[language].map {
      ($0.name, $0.source.replacingOccurrences(of: "func count(of counter:", with: "func countAway(of counter:"))
    }
    stages[session].append(
      (
        "Planted.swift",
        """
        extension BatchUpdate {
          func count(of counter: DiffCounter) -> Int { 0 }
        }

        extension AnyItem {
          var plantedReference: ItemReference { ItemReference(id: "") }
        }
        """
      ))
    stages[items].append(
      ("PlantedUse.swift", "func planted(_ item: AnyItem) -> ItemReference { item.plantedReference }"))
    let edges = Self.extensionBackEdges(stages)
    #expect(edges.contains("Items/PlantedUse.swift: [\".plantedReference\"]"), "\(edges)")
    // Words (Events) sums an update's counts with `count(of:)`: a back-edge while Session declares it.
    #expect(edges.contains { $0.hasPrefix("Events/Words.swift:") && $0.contains("count(of:") }, "\(edges)")
    // Comments and strings do not count, nor a member of that name the earlier stage declares itself.
    stages = try Self.sources()
    stages[session].append(("Planted.swift", "extension AnyItem {\n  var plantedReference: Int { 0 }\n}"))
    stages[items].append(("Quiet.swift", "// item.plantedReference\nlet s = \"x.plantedReference\""))
    stages[events].append(("Own.swift", "struct Own {\n  var plantedReference: Int\n}\nlet u = own.plantedReference"))
    #expect(Self.extensionBackEdges(stages) == [])
  }

  /// The renderers of events, each in its own file: none may ask another for its words (those come from `Words`).
  static let eventRenderers = ["TextRenderer", "JSONRenderer", "PictureRecorder"]

  /// The renderers of events a source names, other than `own`.
  static func otherRenderers(in source: String, own: String) -> Set<String> {
    identifiers(in: source).intersection(eventRenderers).subtracting([own])
  }

  @Test("No renderer of events asks another: the text, JSON and picture renderers each read the events themselves")
  func renderersDoNotAskEachOther() throws {
    for renderer in Self.eventRenderers {
      let file = Self.root.appendingPathComponent("Rendering/\(renderer).swift")
      let source = try String(contentsOf: file, encoding: .utf8)
      #expect(Self.topLevelTypes(in: source).contains(renderer), "\(renderer).swift")
      #expect(Self.otherRenderers(in: source, own: renderer) == [], "\(renderer).swift")
    }
    // Planted: the recorder as it once was, splitting the text renderer's output.
    let planted = "final class PictureRecorder {\n  private let text = TextRenderer(color: false)\n}"
    #expect(Self.otherRenderers(in: planted, own: "PictureRecorder") == ["TextRenderer"])
  }
}
