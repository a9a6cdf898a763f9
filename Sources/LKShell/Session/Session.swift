// The session: the only place the shell's state changes. It owns the working snapshot, the data source over the
// headless collection view, the section-snapshot context, the model content, history and settings. Every operation
// either completes or throws and leaves all of it exactly as it was.

import ListKit
import Lists

/// An error the shell reports: the engine's (Apple's) message, or the shell's own.
public struct ShellError: Error, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Something the session has to say; the renderer turns it into text or JSON.
public enum SessionOutput: Sendable {
  /// An apply (or a user expand/collapse) reached the collection view.
  case apply(ApplyReport)
  /// A non-fatal warning (Apple logs these to the console).
  case warning(String)
  /// Any other output: a JSON event kind, its fields, and the text rendering.
  case message(kind: String, fields: [(String, JSONValue)], text: String)
}

@MainActor
public final class Session {
  public typealias Snapshot = DiffableDataSourceSnapshot<String, AnyItem>
  public typealias Tree = DiffableDataSourceSectionSnapshot<AnyItem>

  /// `set NAME VALUE`.
  public struct Settings: Sendable, Equatable {
    public enum Color: String, Sendable { case on, off, auto }
    public var viewport = 20
    public var color = Color.auto
    public var format = Shell.Format.text
    public var timing = false
    public var autoReconfigure = false
    public var animate = true
  }

  /// The section snapshot being edited (`section-snapshot S` … `apply`/`end`).
  public struct OutlineContext: Sendable {
    public var section: String
    public var tree: Tree
  }

  /// One applied snapshot in `history`.
  public struct HistoryEntry: Sendable {
    public var snapshot: Snapshot
    public var summary: String
  }

  public let view: HeadlessCollectionView
  public let dataSource: CollectionViewDiffableDataSource<String, AnyItem>
  public let content: ContentStore
  let registrar: DynamicCellRegistrar
  let selection: SelectionRecorder

  /// The snapshot editing commands change (`var snapshot = dataSource.snapshot()`).
  public internal(set) var working = Snapshot()
  public internal(set) var outline: OutlineContext?
  public internal(set) var history: [HistoryEntry] = [HistoryEntry(snapshot: Snapshot(), summary: "empty")]
  public internal(set) var historyPosition = 0
  public internal(set) var settings = Settings()
  /// The last apply, for `expect diff`.
  public internal(set) var lastApply: ApplyReport?
  /// Children supplied lazily by `snapshotForExpandingParent` (`on-expand PARENT ITEM...`).
  public internal(set) var lazyChildren: [AnyItem: [AnyItem]] = [:]
  /// Sections that have a stored section snapshot (applied with `apply(_:to:)`).
  public internal(set) var treeSections: Set<String> = []

  /// Where output goes (set by the shell).
  public var emit: (SessionOutput) -> Void = { _ in }

  public init() {
    let view = HeadlessCollectionView(viewportHeight: 20)
    let registrar = DynamicCellRegistrar()
    let content = ContentStore()
    self.view = view
    self.registrar = registrar
    self.content = content
    self.dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
      try? registrar.dequeueConfiguredCell(for: item, from: view, at: indexPath)
    }
    self.selection = SelectionRecorder()
    view.delegate = selection
    selection.session = self
    installOutlineHandlers()
  }

  // MARK: Items

  /// The item `Type:id` (nil type = Text).
  public func item(typeName: String?, id: String) throws(ShellError) -> AnyItem {
    guard let item = ItemCatalogue.makeItem(typeName: typeName, id: id, store: content) else {
      throw ShellError(
        "unknown item type '\(typeName ?? "")' (known: \(ItemCatalogue.typeNames.joined(separator: ", ")))")
    }
    return item
  }

  /// The applied snapshot (what the collection view shows).
  public var applied: Snapshot { dataSource.snapshot() }

  /// Section identifiers and item keys that exist now (applied, working, and the edited tree), for completion.
  public var knownSections: [String] {
    var seen = Set<String>()
    return (applied.sectionIdentifiers + working.sectionIdentifiers).filter { seen.insert($0).inserted }
  }

  public var knownItems: [ItemReference] {
    var seen = Set<ItemReference>()
    var references: [ItemReference] = []
    for item in applied.itemIdentifiers + working.itemIdentifiers + (outline?.tree.items ?? []) {
      let reference = ItemReference(
        typeName: item.shellTypeName, id: (item.base as? any ShellItem)?.id ?? item.description)
      if seen.insert(reference).inserted { references.append(reference) }
    }
    return references
  }

  func say(_ kind: String, _ text: String, _ fields: [(String, JSONValue)] = []) {
    emit(.message(kind: kind, fields: fields, text: text))
  }

  func warn(_ text: String) { emit(.warning(text)) }

  func warn(_ warnings: [SnapshotWarning]) {
    for warning in warnings { emit(.warning(warning.description)) }
  }
}

/// The collection view's delegate: `select ITEM` taps a row; the configuration's onSelect receives the typed item.
@MainActor
final class SelectionRecorder: HeadlessCollectionViewDelegate {
  weak var session: Session?

  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let session, let item = session.dataSource.itemIdentifier(for: indexPath) else { return }
    let cell = collectionView.cellForItem(at: indexPath).map { String(describing: type(of: $0)) } ?? "no cell"
    session.say(
      "select",
      "onSelect: \(item.displayKey) — a \(item.shellTypeName) value (cell \(cell)) at \(indexPath.section).\(indexPath.item)",
      [
        ("item", .string(item.displayKey)), ("type", .string(item.shellTypeName)),
        ("indexPath", .array([.int(indexPath.section), .int(indexPath.item)])),
      ])
  }
}
