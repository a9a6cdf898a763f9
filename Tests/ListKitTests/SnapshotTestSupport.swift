// Helpers shared by the snapshot tests: building snapshots from literals and asserting failed checked calls.

import ListKitTestSupport
import Testing

@testable import ListKit

typealias TestSnapshot = DiffableDataSourceSnapshot<String, Int>

/// A snapshot with the given sections and items (the shared builder, typed so that `["A": []]` needs no annotation),
/// checked for consistency.
func makeSnapshot(_ layout: KeyValuePairs<String, [Int]>) -> TestSnapshot {
  let snapshot: TestSnapshot = ListKitTestSupport.makeSnapshot(layout)
  snapshot.checkInvariants()
  return snapshot
}

/// `[(section, items)]` view of a snapshot, for compact expectations.
func sectionLayout(of snapshot: TestSnapshot) -> [String: [Int]] {
  var result: [String: [Int]] = [:]
  for section in snapshot.sectionIdentifiers { result[section] = snapshot.itemIdentifiers(inSection: section) }
  return result
}

/// Expects `operation` on a copy of `snapshot` to throw exactly `expected` and leave the copy untouched
/// (sections, items, marks) and consistent.
func expectFailure(
  _ snapshot: TestSnapshot, _ expected: SnapshotError,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: (inout TestSnapshot) throws(SnapshotError) -> Void
) {
  var copy = snapshot
  #expect(throws: expected, sourceLocation: sourceLocation) { try operation(&copy) }
  #expect(copy == snapshot, sourceLocation: sourceLocation)
  #expect(copy.sectionIdentifiers == snapshot.sectionIdentifiers, sourceLocation: sourceLocation)
  #expect(copy.itemIdentifiers == snapshot.itemIdentifiers, sourceLocation: sourceLocation)
  #expect(copy.reloadedSectionIdentifiers == snapshot.reloadedSectionIdentifiers, sourceLocation: sourceLocation)
  #expect(copy.reloadedItemIdentifiers == snapshot.reloadedItemIdentifiers, sourceLocation: sourceLocation)
  #expect(copy.reconfiguredItemIdentifiers == snapshot.reconfiguredItemIdentifiers, sourceLocation: sourceLocation)
  for item in snapshot.itemIdentifiers {
    #expect(copy.sectionIdentifier(containingItem: item) == snapshot.sectionIdentifier(containingItem: item))
  }
  #expect(copy.invariantViolations() == [], sourceLocation: sourceLocation)
}
