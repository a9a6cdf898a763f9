// The failure catalogue: every error the engine can raise, with random numbers and identifiers, formatted and pasted
// back, is recognised with the same entry, rule and values — also in table wording, inside a console line, with the
// view description newer iOS appends, and rewrapped; every current entry is reached by some error.

import ListKitTestSupport
import Testing

@testable import ListKit

@Suite("Failure catalogue: format and recognise")
struct FailureCatalogueTests {
  /// Random identifiers: letters, digits, spaces and a little punctuation, no leading or trailing space, none of the
  /// separators the templates put around identifiers (`,` `;` `'`).
  static func identifier(_ random: inout SplitMix64) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 :._-")
    let length = 1 + Int(random.next() % 12)
    var text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    text = text.trimmingSpaces
    return text.isEmpty ? "x" : text
  }

  static func number(_ random: inout SplitMix64) -> Int { Int(random.next() % 1000) }

  static func indexPath(_ random: inout SplitMix64) -> IndexPath {
    IndexPath(item: number(&random), section: number(&random))
  }

  static func identifiers(_ random: inout SplitMix64) -> [String] {
    (0..<(1 + Int(random.next() % 4))).map { _ in identifier(&random) }
  }

  /// One error of every case of the headless views, in `Kind`'s words.
  static func viewErrors<Kind: HeadlessViewKind>(_ random: inout SplitMix64, as kind: Kind.Type)
    -> [HeadlessViewError<Kind>]
  {
    func n() -> Int { number(&random) }
    func p() -> IndexPath { indexPath(&random) }
    func id() -> String { identifier(&random) }
    let updates = ["Delete \(Kind.element) (0 - \(n()))", "Insert section \(n())", "Move section 1 -> 0"]
    return [
      .deleteAndReloadSameIndexPath(p()), .deleteAndReloadSameSection(n()), .deleteAndMoveFromSameIndexPath(p()),
      .deleteAndMoveFromSameSection(n()), .insertAndMoveToSameIndexPath(p()), .insertAndMoveToSameSection(n()),
      .deleteSectionOutOfBounds(section: n(), sectionCountBefore: n()),
      .deleteItemFromNonexistentSection(item: n(), section: n(), sectionCountBefore: n()),
      .deleteItemOutOfBounds(item: n(), section: n(), itemCountBefore: n()),
      .insertSectionOutOfBounds(section: n(), sectionCountAfter: n()),
      .insertItemIntoNonexistentSection(item: n(), section: n(), sectionCountAfter: n()),
      .insertItemOutOfBounds(item: n(), section: n(), itemCountAfter: n()),
      .moveFromNonexistentItem(p(), itemCountBefore: n()), .moveFromNonexistentSection(p(), sectionCountBefore: n()),
      .moveNonexistentSection(section: n(), sectionCountBefore: n()),
      .moveToNonexistentItem(from: p(), to: p(), itemCountAfter: n()),
      .moveToNonexistentSection(from: p(), to: p(), sectionCountAfter: n()),
      .moveSectionToNonexistentSection(section: n(), newSection: n(), sectionCountAfter: n()),
      .itemMovedToTwoDestinations(p(), p(), p()), .twoItemsMovedToOneDestination(p(), p(), p()),
      .sectionMovedToTwoDestinations(n(), n(), n()), .twoSectionsMovedToOneDestination(n(), n(), n()),
      .moveFromDeletedSection(n()), .moveIntoInsertedSection(n()),
      .invalidNumberOfSections(after: n(), before: n(), inserted: n(), deleted: n()),
      .invalidNumberOfItems(
        section: n(), after: n(), before: n(), inserted: n(), deleted: n(), movedIn: n(), movedOut: n()),
      .inconsistentDataSourceCounts(before: [n(), n()], after: [n()], updates: updates),
      .inconsistentDataSourceCounts(before: [], after: [n(), n(), n()], updates: []),
      .sectionOutOfBounds(section: n(), sectionCount: n()),
      .unregisteredReuseIdentifier(kind: "UICollectionElementKindCell", identifier: id()),
      .cellProviderReturnedNil(p()), .supplementaryViewProviderReturnedNil(kind: id(), p()),
      .reloadDataInsideBatchUpdates, .nestedBatchUpdates,
      .reconfigureItemOutOfBounds(p(), sectionCount: n(), itemCount: n()),
      .reconfigureItemOutOfBounds(p(), sectionCount: n(), itemCount: nil),
      .invalidIndexPath(operation: "select", p()), .registrationCreatedInsideCellProvider,
      .reconfigureDequeuedDifferentIdentifier(existing: id(), dequeued: id()), .cellNotDequeued(p()),
      .diffableCellProviderReturnedNil(p(), item: id(), view: "<UICollectionView: \(n()) sections, \(n()) items>"),
      .supplementaryViewProviderNotSpecified(kind: id(), p()),
      .diffableSupplementaryViewProviderReturnedNil(kind: id(), p(), view: "<UICollectionView: 1 section, 1 item>"),
      .supplementaryKindMismatch(requested: id(), dequeued: id()),
    ]
  }

  /// One error of every case of the snapshots, the data source and the warnings.
  static func otherErrors(_ random: inout SplitMix64) -> [any CataloguedFailure] {
    func id() -> String { identifier(&random) }
    func ids() -> [String] { identifiers(&random) }
    let snapshot: [SnapshotError] = [
      .noSections, .sectionsNotUnique(ids()), .itemsNotUnique(ids()), .sectionsAlreadyExist([id()]),
      .sectionsAlreadyExist([id(), id(), id()]), .appendToUnknownSection(id()), .insertRelativeToUnknownSection(id()),
      .sectionInsertDestinationInInsertedSections(id()), .insertRelativeToUnknownItem(id()),
      .itemInsertDestinationInInsertedItems(id()), .sectionMoveToItself(id()), .moveUnknownSection(id()),
      .moveRelativeToUnknownSection(id()), .itemMoveToItself(id()), .moveUnknownItem(id()),
      .moveRelativeToUnknownItem(id()), .reloadUnknownSection(id()), .reloadUnknownItem(id()),
      .reconfigureUnknownItem(id()), .sectionNotFound(id()),
    ]
    let sectionSnapshot: [SectionSnapshotError] = [
      .duplicateItems(ids()), .parentNotFound(id()), .insertBeforeItemNotFound(id()), .insertAfterItemNotFound(id()),
      .deleteItemNotFound(id()), .itemNotFound(id()), .childNotFound(id()),
    ]
    let dataSource: [DataSourceError] = [
      .itemNotFound(id()), .indexPathOutOfRange(indexPath(&random)), .reentrantApply,
      .collectionView(.nestedBatchUpdates), .tableView(.reloadDataInsideBatchUpdates),
    ]
    return snapshot + sectionSnapshot + dataSource
  }

  static func warnings(_ random: inout SplitMix64) -> [SnapshotWarning] {
    [
      SnapshotWarning(kind: .itemsAlreadyExist, identifiers: [identifier(&random)]),
      SnapshotWarning(kind: .itemsAlreadyExist, identifiers: [identifier(&random), identifier(&random)]),
      SnapshotWarning(kind: .expandUnknownItems, identifiers: identifiers(&random)),
      SnapshotWarning(kind: .collapseUnknownItems, identifiers: identifiers(&random)),
    ]
  }

  /// `text` recognised as `expected`: same entry, rule and values, the same wording where the wordings differ.
  static func expectRecognised(
    _ text: String, as expected: FailureMessage, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let recognised = FailureCatalogue.recognize(text) else {
      Issue.record("not recognised: \(text)", sourceLocation: sourceLocation)
      return
    }
    #expect(recognised.entry.id == expected.entry.id, "\(text)", sourceLocation: sourceLocation)
    #expect(recognised.rule == expected.rule, sourceLocation: sourceLocation)
    #expect(recognised.values == expected.values, "\(text)", sourceLocation: sourceLocation)
    if let wording = recognised.wording {
      #expect(wording == (expected.wording ?? .collectionView), "\(text)", sourceLocation: sourceLocation)
    }
  }

  @Test("Every error, formatted and pasted back, is recognised with its entry, rule and values (40 rounds)")
  func roundTrip() {
    var random = SplitMix64(seed: 0x1057)
    var reached: Set<String> = []
    for _ in 0..<40 {
      var messages = Self.viewErrors(&random, as: CollectionViewKind.self).map(\.failureMessage)
      messages += Self.viewErrors(&random, as: TableViewKind.self).map(\.failureMessage)
      messages += Self.otherErrors(&random).map(\.failureMessage)
      // The list layer's own message (Lists' ListError formats it).
      messages.append(FailureCatalogue.sectionSnapshotOnTableView.message([.text(Self.identifier(&random))]))
      messages += Self.warnings(&random).map(\.failureMessage)
      for message in messages {
        reached.insert(message.entry.id)
        Self.expectRecognised(message.text, as: message)
        // The recognised message prints the same text again.
        #expect(FailureCatalogue.recognize(message.text)?.text == message.text)
      }
    }
    let current = Set(FailureCatalogue.entries.filter(\.isCurrent).map(\.id))
    #expect(current.subtracting(reached).isEmpty, "entries no error formats: \(current.subtracting(reached))")
  }

  @Test("The rules' messages are recognised in a console line, with the appended view description, and rewrapped")
  func decoratedRuleMessages() {
    var random = SplitMix64(seed: 0xDEC0)
    for _ in 0..<20 {
      let messages =
        Self.viewErrors(&random, as: CollectionViewKind.self).map(\.failureMessage)
        + Self.viewErrors(&random, as: TableViewKind.self).map(\.failureMessage)
      for message in messages where message.rule?.hasPrefix("R") == true {
        let view =
          message.wording == .tableView
          ? " Table view: <UITableView: 0x10380ba00; frame = (0 0; 390 844); clipsToBounds = YES>"
          : " Collection view: <UICollectionView: 0x10380ba00; frame = (0 0; 390 844); clipsToBounds = YES>"
        Self.expectRecognised(message.text + view, as: message)
        Self.expectRecognised(
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '"
            + message.text + view + "'",
          as: message)
        // (R16's update list is a value: its own spaces are part of it.)
        if message.rule != "R16" { Self.expectRecognised(message.text.replacingSpaces(every: 7), as: message) }
      }
    }
  }

  @Test("UIKit's NSIndexPath with its address, and the catalogue's explanation of R15")
  func realPaste() throws {
    let pasted =
      "Thread 1: \"attempt to delete and reload the same index path (<NSIndexPath: 0xc000000000000116> {length = 2,"
      + " path = 1 - 4})\""
    let r1 = try #require(FailureCatalogue.recognize(pasted))
    #expect(r1.rule == "R1")
    #expect(r1.values == [.indexPath(IndexPath(item: 4, section: 1))])

    let r15 = try #require(
      FailureCatalogue.recognize(
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section"
          + " after the update (5) must be equal to the number of rows contained in that section before the update"
          + " (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and"
          + " plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."))
    #expect(r15.rule == "R15")
    #expect(r15.wording == .tableView)
    #expect(r15.explanation.contains("Expected 3 + 1 - 0 + 0 - 0 = 4, found 5 (off by 1)."))
    #expect(r15.explanation.first == "R15: the number of rows in an existing section after the update does not add up.")
  }

  @Test("Unknown text is not recognised; §10 failures carry their names as rules")
  func unknownAndNames() {
    #expect(FailureCatalogue.recognize("the printer is on fire") == nil)
    #expect(FailureCatalogue.recognize("") == nil)
    // Beyond the length bound nothing is read; a hostile paste that starts many messages and finishes none is unknown
    // (each piece is tried once per position, so it takes moments, not ages).
    let tooLong = "attempt to delete section 1, but there are only 0 sections before the update "
    #expect(
      FailureCatalogue.recognize(String(repeating: tooLong, count: FailureCatalogue.maximumLength / tooLong.count + 1))
        == nil)
    let hostile = String(
      repeating: "could not dequeue a view of kind: " + String(repeating: "x with identifier ", count: 40), count: 8)
    #expect(FailureCatalogue.recognize(hostile) == nil)
    #expect(FailureCatalogue.recognize("attempt to delete section x, but there are only 2 sections") == nil)
    let rules = Set(FailureCatalogue.entries.compactMap(\.rule))
    for name in ["unregistered", "not-dequeued", "nil-cell", "registration-in-provider", "reconfigure-other-cell"] {
      #expect(rules.contains(name))
    }
    for rule in 1...17 { #expect(rules.contains("R\(rule)")) }
    #expect(Set(FailureCatalogue.entries.map(\.id)).count == FailureCatalogue.entries.count)
  }
}

extension String {
  /// The text with every `n`th space replaced by a line break and every double space made single (as a terminal or
  /// an editor may rewrap a pasted message).
  fileprivate func replacingSpaces(every n: Int) -> String {
    var result = ""
    var spaces = 0
    var previousWasSpace = false
    for character in self {
      if character == " " {
        if previousWasSpace { continue }
        previousWasSpace = true
        spaces += 1
        result.append(spaces % n == 0 ? "\n" : " ")
      } else {
        previousWasSpace = false
        result.append(character)
      }
    }
    return result
  }
}
