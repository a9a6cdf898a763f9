// The move a drag ends with (`tryMoveItem(_:to:)`): an item put at a row of a section, counted without it, checked
// against a model of arrays; and its failures, which change nothing.

import ListKitTestSupport
import Testing

@testable import ListKit

@Suite struct SnapshotMoveTests {
  @Test func movesWithinASectionAndAcrossSections() throws {
    var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4], "C": []])
    try snapshot.tryMoveItem(1, to: IndexPath(item: 2, section: 0))
    #expect(sectionLayout(of: snapshot) == ["A": [2, 3, 1], "B": [4], "C": []])
    try snapshot.tryMoveItem(1, to: IndexPath(item: 0, section: 0))
    #expect(sectionLayout(of: snapshot) == ["A": [1, 2, 3], "B": [4], "C": []])
    try snapshot.tryMoveItem(3, to: IndexPath(item: 1, section: 1))
    #expect(sectionLayout(of: snapshot) == ["A": [1, 2], "B": [4, 3], "C": []])
    snapshot.moveItem(2, to: IndexPath(item: 0, section: 2))
    #expect(sectionLayout(of: snapshot) == ["A": [1], "B": [4, 3], "C": [2]])
    try snapshot.tryMoveItem(2, to: IndexPath(item: 0, section: 2))
    #expect(sectionLayout(of: snapshot) == ["A": [1], "B": [4, 3], "C": [2]])
    snapshot.checkInvariants()
  }

  @Test func failuresChangeNothing() {
    let snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
    expectFailure(snapshot, .moveUnknownItem("9")) { s throws(SnapshotError) in
      try s.tryMoveItem(9, to: IndexPath(item: 0, section: 0))
    }
    expectFailure(snapshot, .moveRelativeToUnknownItem("2.0")) { s throws(SnapshotError) in
      try s.tryMoveItem(1, to: IndexPath(item: 0, section: 2))
    }
    // Rows are counted without the moved item: a section of three has three places for one of its own rows.
    expectFailure(snapshot, .moveRelativeToUnknownItem("0.3")) { s throws(SnapshotError) in
      try s.tryMoveItem(1, to: IndexPath(item: 3, section: 0))
    }
    expectFailure(snapshot, .moveRelativeToUnknownItem("1.-1")) { s throws(SnapshotError) in
      try s.tryMoveItem(1, to: IndexPath(item: -1, section: 1))
    }
    expectFailure(snapshot, .moveRelativeToUnknownItem("0")) { s throws(SnapshotError) in
      try s.tryMoveItem(1, to: IndexPath(index: 0))
    }
    #expect(
      SnapshotError.moveRelativeToUnknownItem("0.3").description
        == "Invalid parameter not satisfying: toIndex != NSNotFound")
  }

  @Test func agreesWithRemoveAndInsertOnArrays() throws {
    var generator = SplitMix64(seed: 18)
    for round in 0..<300 {
      let sectionCount = Int.random(in: 1...4, using: &generator)
      var model: [[Int]] = Array(repeating: [], count: sectionCount)
      for item in 0..<Int.random(in: 1...12, using: &generator) {
        model[Int.random(in: 0..<sectionCount, using: &generator)].append(item)
      }
      var snapshot = TestSnapshot()
      snapshot.appendSections(model.indices.map { "S\($0)" })
      for (index, items) in model.enumerated() { snapshot.appendItems(items, toSection: "S\(index)") }
      let sourceSection = model.indices.filter { !model[$0].isEmpty }.randomElement(using: &generator)!
      let item = model[sourceSection].randomElement(using: &generator)!
      model[sourceSection].removeAll { $0 == item }
      let section = Int.random(in: 0..<sectionCount, using: &generator)
      let row = Int.random(in: 0...model[section].count, using: &generator)
      model[section].insert(item, at: row)
      try snapshot.tryMoveItem(item, to: IndexPath(item: row, section: section))
      #expect(
        model.indices.map { snapshot.itemIdentifiers(inSection: "S\($0)") } == model, "round \(round)")
      snapshot.checkInvariants()
    }
  }
}
