// The built-in item types of the shell: real `CellViewModel` values, each with its own headless cell class, wrapped
// in `AnyItem`. Identity is type + identifier (Identifiable), so `Banner:1` and `Product:1` are different items.
// Most types are `ContentEquatable`, as Lists wants for auto-reconfigure; `Banner` and `Ad` are not, so that the
// stale cell of an Identifiable-but-not-ContentEquatable type can be shown with `set auto-reconfigure on`.

import Lists

/// What the built-in types share: an identifier and the model store their cells read.
public protocol ShellItem: CellViewModel, Identifiable, CustomStringConvertible where ID == String {
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
  public var displayKey: String { Self.typeName == "Text" ? id : "\(Self.typeName):\(id)" }

  /// The identifier alone: `AnyItem` prints it as `TextItem(a)` / `BannerItem(1)` in Apple's messages.
  public var description: String { id }

  /// Configuring the cell copies the CURRENT model text into it; the cell keeps it until configured again.
  @MainActor public func configure(_ cell: Cell) {
    cell.text = store.text(for: ItemReference(typeName: Self.typeName, id: id), defaultText: id)
  }
}

/// A plain text row (untyped words are Text items).
public struct TextItem: ShellItem, ContentEquatable {
  public static let typeName = "Text"
  public static let summary = "a plain text row (an untyped word is a Text item)"
  public let id: String
  public let store: ContentStore
  public init(id: String, store: ContentStore) {
    self.id = id
    self.store = store
  }
  public typealias Cell = TextCell
}

public struct BannerItem: ShellItem {
  public static let typeName = "Banner"
  public static let summary = "a full-width promotional banner"
  public let id: String
  public let store: ContentStore
  public init(id: String, store: ContentStore) {
    self.id = id
    self.store = store
  }
  public typealias Cell = BannerCell
}

public struct ProductItem: ShellItem, ContentEquatable {
  public static let typeName = "Product"
  public static let summary = "a product tile"
  public let id: String
  public let store: ContentStore
  public init(id: String, store: ContentStore) {
    self.id = id
    self.store = store
  }
  public typealias Cell = ProductCell
}

public struct ContactItem: ShellItem, ContentEquatable {
  public static let typeName = "Contact"
  public static let summary = "a person in an address book"
  public let id: String
  public let store: ContentStore
  public init(id: String, store: ContentStore) {
    self.id = id
    self.store = store
  }
  public typealias Cell = ContactCell
}

public struct FolderItem: ShellItem, ContentEquatable {
  public static let typeName = "Folder"
  public static let summary = "a folder (an outline parent)"
  public let id: String
  public let store: ContentStore
  public init(id: String, store: ContentStore) {
    self.id = id
    self.store = store
  }
  public typealias Cell = FolderCell
}

public struct FileItem: ShellItem, ContentEquatable {
  public static let typeName = "File"
  public static let summary = "a file (an outline leaf)"
  public let id: String
  public let store: ContentStore
  public init(id: String, store: ContentStore) {
    self.id = id
    self.store = store
  }
  public typealias Cell = FileCell
}

public struct AdItem: ShellItem {
  public static let typeName = "Ad"
  public static let summary = "an advertisement slot"
  public let id: String
  public let store: ContentStore
  public init(id: String, store: ContentStore) {
    self.id = id
    self.store = store
  }
  public typealias Cell = AdCell
}

extension ShellItem where Self: ContentEquatable {
  /// The content lives in the model store, which old and new values share: the session compares what changed
  /// there (`ContentStore.changedSinceApply`), so two values of one item are always content-equal.
  public func isContentEqual(to other: Self) -> Bool { id == other.id }
}

// The cells are table-view cells, so that one class per type serves both views (the headless collection view takes
// any `HeadlessCell`); `show cells` names the same classes in a table and in a collection view.
public final class TextCell: HeadlessTableViewCell {}
public final class BannerCell: HeadlessTableViewCell {}
public final class ProductCell: HeadlessTableViewCell {}
public final class ContactCell: HeadlessTableViewCell {}
public final class FolderCell: HeadlessTableViewCell {}
public final class FileCell: HeadlessTableViewCell {}
public final class AdCell: HeadlessTableViewCell {}

/// The catalogue: type names → constructors, in the order `types` lists them.
public enum ItemCatalogue {
  public struct Entry: Sendable {
    public let typeName: String
    public let summary: String
    public let cellClassName: String
    let make: @MainActor @Sendable (String, ContentStore) -> AnyItem
  }

  public static let entries: [Entry] = [
    entry(TextItem.self), entry(BannerItem.self), entry(ProductItem.self), entry(ContactItem.self),
    entry(FolderItem.self), entry(FileItem.self), entry(AdItem.self), entry(TodoItem.self),
  ]

  /// The known type names, in catalogue order.
  public static let typeNames: [String] = entries.map(\.typeName)

  private static func entry<T: ShellItem>(_ type: T.Type) -> Entry {
    Entry(
      typeName: T.typeName, summary: T.summary, cellClassName: String(describing: T.Cell.self),
      make: { id, store in AnyItem(T(id: id, store: store)) })
  }

  /// Makes the item `typeName:id` (nil type name = Text). Nil for an unknown type name.
  @MainActor
  public static func makeItem(typeName: String?, id: String, store: ContentStore) -> AnyItem? {
    let name = typeName ?? "Text"
    guard let entry = entries.first(where: { $0.typeName == name }) else { return nil }
    return entry.make(id, store)
  }
}

extension AnyItem {
  /// The shell's type name (`Text`, `Banner`); the Swift type name for non-shell items.
  @MainActor
  public var shellTypeName: String {
    if let item = base as? any ShellItem { return type(of: item).typeName }
    return typeName
  }

  /// How users write the item (`alpha`, `Banner:1`); `description` for non-shell items.
  @MainActor
  public var displayKey: String {
    if let item = base as? any ShellItem { return item.displayKey }
    return description
  }
}
