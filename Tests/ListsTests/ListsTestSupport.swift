// View models, cells and helpers shared by the Lists tests.

import ListKitTestSupport
import Synchronization
import Testing

@testable import Lists

final class ProductCell: HeadlessCell {}
final class BannerCell: HeadlessCell {}
final class RowCell: HeadlessCell {}

/// Identity by `id`, content compared by `ContentEquatable`: changed names are reconfigured.
struct Product: CellViewModel, Identifiable, ContentEquatable, CustomStringConvertible {
  var id: Int
  var name: String = ""
  func configure(_ cell: ProductCell) { cell.text = name }
  func isContentEqual(to other: Product) -> Bool { name == other.name }
  var description: String { "Product(\(id))" }
}

/// Identity by `id`, no content comparison: changed titles are invisible to the data sources.
struct Banner: CellViewModel, Identifiable {
  var id: Int
  var title: String = ""
  func configure(_ cell: BannerCell) { cell.text = title }
}

/// A plain value item (identity is the value).
struct Row: CellViewModel, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  func configure(_ cell: RowCell) { cell.text = "row \(value)" }
  var description: String { "\(value)" }
}

/// Counts how often values that share it are hashed.
final class HashCounter: Sendable {
  private let storage = Mutex(0)
  var count: Int { storage.withLock { $0 } }
  func increment() { storage.withLock { $0 += 1 } }
}

/// An item whose `hash(into:)` is instrumented.
struct Counted: CellViewModel {
  var value: Int
  let counter: HashCounter
  static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {
    counter.increment()
    hasher.combine(value)
  }
  func configure(_ cell: RowCell) { cell.text = "\(value)" }
}

/// The texts of the visible cells, in row order.
@MainActor
func visibleTexts(_ view: HeadlessCollectionView) -> [String?] { view.visibleCells.map(\.text) }
