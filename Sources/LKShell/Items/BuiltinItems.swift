// The built-in item types of the shell: real `CellViewModel` values, each with its own headless cell class, wrapped
// in `AnyItem`. Identity is type + identifier (Identifiable), so `Banner:1` and `Product:1` are different items.
// Most types are `ContentEquatable`, as Lists wants for auto-reconfigure; `Banner` and `Ad` are not, so that the
// stale cell of an Identifiable-but-not-ContentEquatable type can be shown with `set auto-reconfigure on`.

import Lists

/// What the built-in types share: an identifier and the model store their cells read.
protocol ShellItem: CellViewModel, Identifiable, CustomStringConvertible where ID == String {
  /// The type's name as users write it (`Banner`).
  static var typeName: String { get }
  /// One line for `types`.
  static var summary: String { get }
  var id: String { get }
  var store: ContentStore { get }
  init(id: String, store: ContentStore)
}

extension ShellItem {
  /// How users write the item: `Banner:1`, or the bare identifier for `Text`.
  var displayKey: String { Self.typeName == "Text" ? id : "\(Self.typeName):\(id)" }

  /// The identifier alone: `AnyItem` prints it as `TextItem(a)` / `BannerItem(1)` in Apple's messages.
  var description: String { id }

  /// Configuring the cell copies the CURRENT model text into it; the cell keeps it until configured again.
  @MainActor func configure(_ cell: Cell) {
    let reference = ItemReference(typeName: Self.typeName, id: id)
    cell.text = store.text(for: reference, defaultText: id)
    if let cell = cell as? HeadlessTableViewCell { store.configureExtras(of: cell, for: reference) }
  }
}

/// A plain text row (untyped words are Text items).
struct TextItem: ShellItem, ContentEquatable {
  static let typeName = "Text"
  static let summary = "a plain text row (an untyped word is a Text item)"
  let id: String
  let store: ContentStore
  typealias Cell = TextCell
}

struct BannerItem: ShellItem {
  static let typeName = "Banner"
  static let summary = "a full-width promotional banner"
  let id: String
  let store: ContentStore
  typealias Cell = BannerCell
}

struct ProductItem: ShellItem, ContentEquatable {
  static let typeName = "Product"
  static let summary = "a product tile"
  let id: String
  let store: ContentStore
  typealias Cell = ProductCell
}

struct ContactItem: ShellItem, ContentEquatable {
  static let typeName = "Contact"
  static let summary = "a person in an address book"
  let id: String
  let store: ContentStore
  typealias Cell = ContactCell
}

struct FolderItem: ShellItem, ContentEquatable {
  static let typeName = "Folder"
  static let summary = "a folder (an outline parent)"
  let id: String
  let store: ContentStore
  typealias Cell = FolderCell
}

struct FileItem: ShellItem, ContentEquatable {
  static let typeName = "File"
  static let summary = "a file (an outline leaf)"
  let id: String
  let store: ContentStore
  typealias Cell = FileCell
}

struct AdItem: ShellItem {
  static let typeName = "Ad"
  static let summary = "an advertisement slot"
  let id: String
  let store: ContentStore
  typealias Cell = AdCell
}

extension ShellItem where Self: ContentEquatable {
  /// The content lives in the model store, which old and new values share: the session compares what changed
  /// there (`ContentStore.changedSinceApply`), so two values of one item are always content-equal.
  func isContentEqual(to other: Self) -> Bool { id == other.id }
}

// The cells are table-view cells, so that one class per type serves both views (the headless collection view takes
// any `HeadlessCell`); `show cells` names the same classes in a table and in a collection view.
final class TextCell: HeadlessTableViewCell {}
final class BannerCell: HeadlessTableViewCell {}
final class ProductCell: HeadlessTableViewCell {}
final class ContactCell: HeadlessTableViewCell {}
final class FolderCell: HeadlessTableViewCell {}
final class FileCell: HeadlessTableViewCell {}
final class AdCell: HeadlessTableViewCell {}

/// The catalogue: type names → constructors, in the order `types` lists them.
enum ItemCatalogue {
  struct Entry: Sendable {
    let typeName: String
    let summary: String
    let cellClassName: String
    /// Makes the item with this identifier. Not main-actor isolated: it only wraps a value (the store is a
    /// reference the cell reads later), and calling an isolated closure checks the executor on every call, a fifth
    /// of the cost of turning a million words into items.
    let make: @Sendable (String, ContentStore) -> AnyItem
  }

  static let entries: [Entry] = [
    entry(TextItem.self), entry(BannerItem.self), entry(ProductItem.self), entry(ContactItem.self),
    entry(FolderItem.self), entry(FileItem.self), entry(AdItem.self), entry(TodoItem.self),
  ]

  /// The known type names, in catalogue order.
  static let typeNames: [String] = entries.map(\.typeName)

  private static func entry<T: ShellItem>(_ type: T.Type) -> Entry {
    Entry(
      typeName: T.typeName, summary: T.summary, cellClassName: printedName(of: T.Cell.self),
      make: { id, store in AnyItem(T(id: id, store: store)) })
  }

  /// The entry of `typeName` (nil = Text), or nil for an unknown type name.
  static func entry(named typeName: String?) -> Entry? {
    let name = typeName ?? ItemReference.defaultTypeName
    return entries.first { $0.typeName == name }
  }

  /// Makes the item `typeName:id` (nil type name = Text). Nil for an unknown type name.
  static func makeItem(typeName: String?, id: String, store: ContentStore) -> AnyItem? {
    entry(named: typeName)?.make(id, store)
  }
}

extension AnyItem {
  /// The shell's type name (`Text`, `Banner`); the Swift type name for non-shell items.
  @MainActor
  var shellTypeName: String {
    if let item = base as? any ShellItem { return type(of: item).typeName }
    return typeName
  }

  /// How users write the item (`alpha`, `Banner:1`); `description` for non-shell items.
  @MainActor
  var displayKey: String {
    if let item = base as? any ShellItem { return item.displayKey }
    return description
  }
}
