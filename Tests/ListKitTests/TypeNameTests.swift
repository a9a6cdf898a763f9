// printedName(of:) is what String(describing:) prints for a metatype, without its conformance searches.
import Testing

@testable import ListKit

private final class PlainCell: HeadlessCell {}
private struct NamedBox<Value> {
  final class Inner {}
}
private enum Kind { case one }

@Test func printedNameIsWhatStringDescribingPrints() {
  let types: [Any.Type] = [
    PlainCell.self, HeadlessCell.self, HeadlessTableViewCell.self, NamedBox<Int>.self, NamedBox<String>.Inner.self,
    Kind.self, Int.self, [String: Int].self, (Int, String).self, Optional<Int>.self, (any Sendable).self,
  ]
  for type in types {
    #expect(printedName(of: type) == String(describing: type))
  }
  #expect(printedName(of: PlainCell.self) == "PlainCell")
}

@MainActor
@Test func cellStatisticsNameTheClassAsBefore() {
  let view = HeadlessCollectionView()
  view.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
  #expect(view.cellStatistics.map(\.className) == [String(describing: PlainCell.self)])
  #expect(view.statistics(for: HeadlessTableViewCell.self).className == "HeadlessTableViewCell")
}
