// ListKit's view folders point one way (docs/architecture.md, "The layers"): the shared engine and the types both
// views use (`ListView/`) sit under the collection view and the table view, which do not name each other; the one
// public protocol over both (`HeadlessListView/`) sits over them, the data sources over that, and `AppleNames.swift`
// over everything. Read from the sources, outside comments and string literals.
import Foundation
import ListKitTestSupport
import Testing

@Suite struct ViewFolderOrderTests {
  /// The layers of `Sources/ListKit`, lowest first, each of groups of folders: a group may name the types of its own
  /// folders and of lower layers, never a type of a group beside it or above it. The folders under the views
  /// (snapshots, diff, messages, support) are one group here: their order is not the views' business.
  static let layers: [[[String]]] = [
    [["Support", "Messages", "Snapshot", "Algorithm"]], [["ListView"]], [["CollectionView"], ["TableView"]],
    [["HeadlessListView"]], [["DataSource"]], [["AppleNames"]],
  ]

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/ListKit")

  /// The Swift files of a folder; `AppleNames` is `Support/AppleNames.swift`, which `Support` leaves out.
  static func files(of folder: String) throws -> [URL] {
    if folder == "AppleNames" { return [root.appendingPathComponent("Support/AppleNames.swift")] }
    let directory = root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") && !(folder == "Support" && $0 == "AppleNames.swift") }
      .sorted().map { directory.appendingPathComponent($0) }
  }

  @Test("Every folder of Sources/ListKit has its layer")
  func everyFolderHasALayer() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter {
      var isDirectory: ObjCBool = false
      return !$0.hasSuffix(".docc")
        && FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    #expect(Set(folders).union(["AppleNames"]) == Set(Self.layers.joined().joined()))
  }

  @Test("No view folder names a type declared beside it or above it")
  func viewFoldersPointOneWay() throws {
    let folders = Array(Self.layers.joined().joined())
    var sources: [String: [(URL, String)]] = [:]
    var declared: [String: Set<String>] = [:]
    for folder in folders {
      sources[folder] = try Self.files(of: folder).map { ($0, try String(contentsOf: $0, encoding: .utf8)) }
      declared[folder] = sources[folder]!.reduce(into: []) { $0.formUnion(SwiftSourceNames.topLevelTypes(in: $1.1)) }
    }
    let everywhere = folders.reduce(into: Set<String>()) { $0.formUnion(declared[$1]!) }
    for (position, layer) in Self.layers.enumerated() {
      let lower = Self.layers[..<position].joined().joined().reduce(into: Set<String>()) { $0.formUnion(declared[$1]!) }
      for group in layer {
        let elsewhere = everywhere.subtracting(group.reduce(into: lower) { $0.formUnion(declared[$1]!) })
        for folder in group {
          // AppleNames' typealiases are inside `#if`, so not at the top level the reader sees; nothing is above it.
          #expect(folder == "AppleNames" || !declared[folder]!.isEmpty, "\(folder) declares no type")
          for (file, source) in sources[folder]! {
            let named = SwiftSourceNames.identifiers(in: source).intersection(elsewhere)
            #expect(
              named.isEmpty, "\(folder)/\(file.lastPathComponent) names \(named.sorted()), declared beside or above")
          }
        }
      }
    }
    // Not vacuous: the shared protocol's conformances name both views and the engine.
    let conformance = try String(
      contentsOf: Self.root.appendingPathComponent("HeadlessListView/HeadlessTableView+ListView.swift"), encoding: .utf8
    )
    #expect(SwiftSourceNames.identifiers(in: conformance).isSuperset(of: ["HeadlessTableView", "ListViewError"]))
    #expect(declared["TableView"]!.isSuperset(of: ["HeadlessTableView", "HeadlessTableViewCell"]))
    #expect(declared["ListView"]!.isSuperset(of: ["RowAnimation", "ListContentConfiguration", "HeadlessImage"]))
  }
}
