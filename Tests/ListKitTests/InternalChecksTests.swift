// The internal checks (LISTKIT_INTERNAL_CHECKS) are on exactly when the build's environment asks for them, as
// `scripts/test` does: its test runs check every snapshot mutation, an app's debug build does not.

import Foundation
import Testing

@testable import ListKit

@Suite struct InternalChecksTests {
  @Test func theChecksAreOnExactlyWhenTheEnvironmentAsksForThem() {
    // `swift test` builds and runs with the same environment; scripts/test exports LISTKIT_INTERNAL_CHECKS=1.
    let asked = ProcessInfo.processInfo.environment["LISTKIT_INTERNAL_CHECKS"].map { $0 != "" && $0 != "0" } ?? false
    #expect(_listKitInternalChecks == asked)
  }
}

/// The snapshot's check of its items, with violations planted: the flat tip's path (the table read once, items marked
/// by dense index) finds exactly what the general path (a set of seen items, a lookup per item at this version) finds.
@Suite struct PlantedItemViolationsTests {
  private func planted(_ plant: (inout DiffableDataSourceSnapshot<String, Int>) -> Void) -> (
    fast: [String], general: [String], all: [String]
  ) {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems(Array(0..<300), toSection: "a")
    snapshot.appendItems(Array(300..<310), toSection: "b")
    plant(&snapshot)
    let table = snapshot._itemSlots.tipTable()
    #expect(table != nil, "the value is its flat table's tip")
    let fast = table?.membershipViolations(of: snapshot._sections, slots: snapshot._sectionSlots) ?? []
    return (fast, snapshot.itemMembershipViolations(), snapshot.invariantViolations())
  }

  @Test func aConsistentSnapshotHasNone() {
    let found = planted { _ in }
    #expect(found.fast == [] && found.general == [] && found.all == [])
  }

  @Test func itemsRepeatedInAnotherSectionAreFound() {
    let found = planted { $0._sections[2] = $0._sections[1] }
    #expect(found.fast == found.general)
    #expect(found.fast.contains("item 300 appears more than once"))
    #expect(found.fast.contains { $0.hasPrefix("item 309 is in section 2 (slot ") && $0.contains("the table says") })
    #expect(found.all.contains("item 305 appears more than once"))
  }

  @Test func itemsTheTableLacksAreFoundAndTheirRepeatsToo() {
    let found = planted { $0._sections[2] = _ItemList([1_000, 1_001, 1_000]) }
    #expect(found.fast == found.general)
    #expect(found.fast.contains("item 1000 appears more than once"))
    #expect(!found.fast.contains("item 1001 appears more than once"))
    #expect(found.fast.contains { $0.hasPrefix("item 1001 is in section 2") && $0.hasSuffix("the table says nil") })
  }

  @Test func anItemFiledUnderAnotherSlotIsFound() {
    let found = planted { snapshot in
      let storage = snapshot._itemSlots.storage!
      storage.table.setSlot(snapshot._sectionSlots[1], for: 7, hint: nil)
    }
    #expect(found.fast == found.general)
    #expect(found.fast.count == 1 && found.fast[0].hasPrefix("item 7 is in section 0 (slot "))
  }

  @Test func aTableWithSwappedItemsHasStaleHashesAndItemsProbingMisses() {
    let found = planted { snapshot in
      let storage = snapshot._itemSlots.storage!
      let first = storage.table.items[0]
      storage.table.items[0] = storage.table.items[1]
      storage.table.items[1] = first
    }
    #expect(found.fast == found.general)
    for item in [0, 1] {
      #expect(found.all.contains("item table: stale hash for \(item)"))
      #expect(found.all.contains("item table: \(item) is not found by probing"))
    }
  }
}
