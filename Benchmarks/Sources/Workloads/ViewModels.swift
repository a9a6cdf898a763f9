// Two small view models for the AnyItem workload: items of two types, as in a feed that mixes rows and banners.

import ListKit
import Lists

/// A plain row.
public struct Row: CellViewModel {
  public typealias Cell = HeadlessCell
  public let id: Int
  public init(id: Int) { self.id = id }
  @MainActor public func configure(_ cell: HeadlessCell) { cell.text = "row \(id)" }
}

/// A banner; `Banner(id: 1)` and `Row(id: 1)` are different items.
public struct Banner: CellViewModel {
  public typealias Cell = HeadlessCell
  public let id: Int
  public init(id: Int) { self.id = id }
  @MainActor public func configure(_ cell: HeadlessCell) { cell.text = "banner \(id)" }
}

extension Inputs {
  /// Even identifiers become `Row`s, odd ones `Banner`s.
  public static func anyItems(_ ids: [Int]) -> [AnyItem] {
    ids.map { $0 % 2 == 0 ? AnyItem(Row(id: $0)) : AnyItem(Banner(id: $0)) }
  }
}
