// A type-erased CellViewModel for sections that mix cell types. Equality never crosses types.

/// Any `CellViewModel`, type-erased, for mixed sections.
///
/// - The wrapped value's hash (with its type) is computed **once**, when it is wrapped; hashing an `AnyItem` then
///   costs one mix of that cached value (no dynamic dispatch, no pointer chase).
/// - `==` rejects different types and different cached hashes before any equality call; then it compares the two
///   values with their own `==`. `Banner(id: 1)` and `Product(id: 1)` are never equal, whatever their payloads.
/// - `as(_:)` extracts the value; `isContentEqual(to:)` compares content across the erasure (false for different
///   types, true — "no reconfigure needed" — when the type is not `ContentEquatable`).
/// - Cells are dequeued and configured through a `DynamicCellRegistrar`, which registers each cell class on first use.
public struct AnyItem: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let box: AnyItemBox
  @usableFromInline let cachedHash: Int

  /// Wraps `base`, hashing it once.
  ///
  /// - Complexity: one allocation and one hash of `base`.
  @inlinable
  public init<T: CellViewModel>(_ base: T) {
    self.box = TypedItemBox(base)
    // The type takes part in the hash, so equal payloads of different types rarely collide.
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(T.self))
    hasher.combine(base)
    self.cachedHash = hasher.finalize()
  }

  /// The wrapped value.
  public var base: any CellViewModel { box.anyValue }

  /// The dynamic type of the wrapped value.
  public var baseType: any CellViewModel.Type { box.valueType }

  /// The wrapped type's name (`Banner`, `Product`, …).
  public var typeName: String { box.typeName }

  /// The wrapped value as `T`, or nil when it is another type.
  @inlinable
  public func `as`<T: CellViewModel>(_ type: T.Type) -> T? {
    (box as? TypedItemBox<T>)?.value
  }

  /// True when the wrapped value is a `T`.
  @inlinable
  public func `is`<T: CellViewModel>(_ type: T.Type) -> Bool {
    box is TypedItemBox<T>
  }

  /// Content comparison across the erasure: false for different types; for `ContentEquatable` types, the type's
  /// `isContentEqual(to:)`; otherwise `==` (identity and content are the same thing for such types).
  public func isContentEqual(to other: AnyItem) -> Bool {
    guard box.typeIdentifier == other.box.typeIdentifier else { return false }
    return box.isContentEqual(to: other.box)
  }

  /// True when the wrapped type conforms to `ContentEquatable`.
  public var isContentEquatable: Bool { box.isContentEquatable }

  @inlinable
  public static func == (lhs: AnyItem, rhs: AnyItem) -> Bool {
    if lhs.box === rhs.box { return true }
    guard lhs.cachedHash == rhs.cachedHash, lhs.box.typeIdentifier == rhs.box.typeIdentifier else { return false }
    return lhs.box.isEqual(to: rhs.box)
  }

  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(cachedHash)
  }

  /// The hash tables' entry point (`Set`, `Dictionary`, the diff's symbol table): the hash was computed once, at
  /// wrap time, from the type and the value with a per-process random seed, so a cheap mix with `seed` is enough —
  /// no hasher run per lookup. Equal items have equal cached hashes, so this agrees with `==`.
  @inlinable
  public func _rawHashValue(seed: Int) -> Int {
    var x = UInt64(bitPattern: Int64(cachedHash)) ^ UInt64(bitPattern: Int64(seed))
    x ^= x &>> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x &>> 33
    return Int(bitPattern: UInt(x))
  }

  public var description: String { "\(box.typeName)(\(box.valueDescription))" }

  /// Dequeues the cell of the wrapped type from `view`, a collection view or a table view (registering its class
  /// on first use), and configures it with the wrapped value.
  @MainActor
  public func dequeueConfiguredCell<View: HeadlessListView>(
    from view: View, at indexPath: IndexPath, registrar: DynamicCellRegistrar
  ) throws(ListViewError) -> View.Cell {
    try box.dequeueConfiguredCell(from: view, at: indexPath, registrar: registrar)
  }
}

/// An `AnyItem` is itself a `CellViewModel`, so that the configurations take mixed items (`SimpleList<AnyItem>`,
/// `GroupedList<String, AnyItem>`): their data source then registers each wrapped type's cell class on first use,
/// as `MixedListDataSource` does, instead of one class for every row.
extension AnyItem: CellViewModel {
  /// Configures a cell that was dequeued for the wrapped type (no-op for a cell of another class).
  @MainActor public func configure(_ cell: HeadlessCell) { box.configureIfMatching(cell) }

  /// `item` itself: an `AnyItem` is never wrapped twice.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(_ item: AnyItem) { self = item }
}

// MARK: - Boxes

/// The type-erasing box. Subclassed once per wrapped type; `typeIdentifier` lets `==` reject different types before
/// the (virtual) equality call, after which the downcast is unchecked.
@usableFromInline
class AnyItemBox: @unchecked Sendable {
  /// The box's own class, one per wrapped type: read from the object's header, so a box stores nothing but the
  /// value (a stored identifier made a box of a 24-byte value 48 bytes, a 64-byte heap block; it is now 40 bytes,
  /// a 48-byte block: 16 MB less for a million items).
  @usableFromInline final var typeIdentifier: ObjectIdentifier { ObjectIdentifier(type(of: self)) }
  @usableFromInline init() {}
  @usableFromInline func isEqual(to other: AnyItemBox) -> Bool { fatalError("abstract") }
  var anyValue: any CellViewModel { fatalError("abstract") }
  var valueType: any CellViewModel.Type { fatalError("abstract") }
  var typeName: String { fatalError("abstract") }
  var valueDescription: String { fatalError("abstract") }
  var isContentEquatable: Bool { fatalError("abstract") }
  func isContentEqual(to other: AnyItemBox) -> Bool { fatalError("abstract") }
  @MainActor func dequeueConfiguredCell<View: HeadlessListView>(
    from view: View, at indexPath: IndexPath, registrar: DynamicCellRegistrar
  ) throws(ListViewError) -> View.Cell { fatalError("abstract") }
  @MainActor func configureIfMatching(_ cell: HeadlessCell) { fatalError("abstract") }
}

// The wrapped value is immutable and Sendable (CellViewModel: Sendable), so sharing the box is safe.
@usableFromInline
final class TypedItemBox<T: CellViewModel>: AnyItemBox, @unchecked Sendable {
  @usableFromInline let value: T

  @usableFromInline init(_ value: T) {
    self.value = value
    super.init()
  }

  @usableFromInline override func isEqual(to other: AnyItemBox) -> Bool {
    // Callers compared `typeIdentifier` first.
    unsafeDowncast(other, to: TypedItemBox<T>.self).value == value
  }

  override var anyValue: any CellViewModel { value }
  override var valueType: any CellViewModel.Type { T.self }
  override var typeName: String { String(describing: T.self) }
  override var valueDescription: String { String(describing: value) }
  override var isContentEquatable: Bool { value is any ContentEquatable }

  override func isContentEqual(to other: AnyItemBox) -> Bool {
    let other = unsafeDowncast(other, to: TypedItemBox<T>.self).value
    guard let mine = value as? any ContentEquatable, let theirs = other as? any ContentEquatable else {
      return value == other
    }
    return mine.isContentEqual(toAny: theirs)
  }

  @MainActor override func dequeueConfiguredCell<View: HeadlessListView>(
    from view: View, at indexPath: IndexPath, registrar: DynamicCellRegistrar
  ) throws(ListViewError) -> View.Cell {
    try registrar.dequeueConfiguredCell(for: value, from: view, at: indexPath)
  }

  @MainActor override func configureIfMatching(_ cell: HeadlessCell) {
    if let cell = cell as? T.Cell { value.configure(cell) }
  }
}
