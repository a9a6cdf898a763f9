// The update lab's words: why THIS batch was rejected (which section is off by how much, and which call or model
// edit did it), the same change as snapshot commands, the rows an accepted batch left out of sync, what an injected
// cell-provider mistake did, and the work a session leaves unapplied. Text for a person; the text renderer prints
// these lines, the JSON renderer carries the same lines, and the warnings' messages are made of them.

import ListKit
import Lists

extension Words {
  // MARK: A rejected batch

  /// The lines under a rejected batch's error: the rule and the crash, two or three lines about this batch, the
  /// same change as snapshot commands, and the promise that nothing changed.
  static func rejectedBatch(_ batch: RejectedBatch) -> [String] {
    // The rule's one line comes from the engine's message catalogue; the lines after it are about this batch.
    var lines = [
      "  " + batch.failure.failureMessage.summary
        + " The app would have crashed here (NSInternalInconsistencyException)."
    ]
    let specific: [String] =
      switch batch.failure {
      case .collectionView(let error): explanation(of: error, in: batch)
      case .tableView(let error): explanation(of: error, in: batch)
      }
    lines += specific.map { "  " + $0 }
    // A query (R17) changes nothing that a snapshot could say.
    if batch.failure.rule != 17 { lines.append("  as snapshot commands: " + snapshotEquivalent(of: batch)) }
    lines.append(
      "  nothing changed: the model and the view are as they were before "
        + (batch.isImplicit ? "the call." : "batch."))
    return lines
  }

  /// The change the batch meant, written as snapshot commands (a diffable data source computes the calls itself).
  static func snapshotEquivalent(of batch: RejectedBatch) -> String {
    let edits = (batch.editsBeforeBatch + batch.edits).compactMap { Self.typed($0.command) }
    guard !edits.isEmpty else {
      return "none — the model did not change, so a diffable data source would send nothing (calls that change"
        + " rows need a model change that matches them)"
    }
    return (edits + ["apply"]).joined(separator: "; ")
  }

  private static func explanation<Kind: HeadlessViewKind>(
    of error: HeadlessViewError<Kind>, in batch: RejectedBatch
  ) -> [String] {
    let words = RejectedBatchWords<Kind>(batch: batch)
    return words.conflict(error) ?? words.outOfBounds(error) ?? words.move(error) ?? words.count(error)
      ?? words.openBlock(error) ?? []
  }

  /// The view calls that turn what the view showed into the model (the structural part of their diff), as typed.
  static func matchingCalls(_ batch: RejectedBatch) -> String {
    let update = batch.matchingUpdate
    var calls: [ViewCall] = []
    if !update.deletedSections.isEmpty { calls.append(.deleteSections(update.deletedSections)) }
    if !update.insertedSections.isEmpty { calls.append(.insertSections(update.insertedSections)) }
    for move in update.movedSections { calls.append(.moveSection(move.from, to: move.to)) }
    if !update.deletedItems.isEmpty { calls.append(.deleteItems(update.deletedItems.sorted(by: Self.ascending))) }
    if !update.insertedItems.isEmpty { calls.append(.insertItems(update.insertedItems)) }
    for move in update.movedItems { calls.append(.moveItem(move.from, to: move.to)) }
    guard !calls.isEmpty else { return "none (the model holds what the view shows)" }
    let text = calls.prefix(Self.listLimit).map { $0.commandLine(words: batch.view) }.joined(separator: "; ")
    return calls.count > Self.listLimit ? text + "; … \(calls.count - Self.listLimit) more" : text
  }

  private static func ascending(_ a: IndexPath, _ b: IndexPath) -> Bool {
    (a.section, a.item) < (b.section, b.item)
  }

  fileprivate static func namesAnySection(_ call: ViewCall) -> Bool {
    switch call {
    case .deleteSections, .insertSections, .reloadSections, .moveSection: true
    default: false
    }
  }

  /// The model edits of the batch that changed one of `sections` (its count, or only its order: `±0`; added or
  /// removed it), as typed.
  fileprivate static func editsChanging(sections: [String], _ batch: RejectedBatch) -> String {
    let edits = batch.edits.compactMap { edit -> String? in
      guard let typed = Self.typed(edit.command) else { return nil }
      let changes = sections.compactMap { section -> String? in
        if edit.removedSections.contains(section) { return "\(name(section: section)) removed" }
        if edit.addedSections.contains(section) { return "\(name(section: section)) added" }
        let change = edit.itemCountChanges[section] ?? 0
        guard change != 0 || edit.changedSections.contains(section) else { return nil }
        let words = change == 0 ? "±0, the count unchanged" : Self.signed(change)
        return sections.count > 1 ? "\(name(section: section)) \(words)" : words
      }
      return changes.isEmpty ? nil : "\(typed) (\(changes.joined(separator: ", ")))"
    }
    return edits.isEmpty ? "none" : edits.joined(separator: "; ")
  }

  /// The model edits that added or removed sections, as typed.
  fileprivate static func editsChangingSections(_ batch: RejectedBatch) -> String {
    let edits = batch.edits.filter { !$0.addedSections.isEmpty || !$0.removedSections.isEmpty }
      .compactMap { Self.typed($0.command) }
    return edits.isEmpty ? "none" : edits.joined(separator: "; ")
  }

  static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }

  static func difference(_ value: Int) -> String {
    value > 0 ? "\(value) more" : "\(-value) fewer"
  }

  /// `[3, 0]` as UIKit prints counts, with the number of sections.
  static func counts(_ counts: [Int]) -> String {
    "\(plural(counts.count, "section")) with counts [" + counts.map(String.init).joined(separator: ", ") + "]"
  }

  /// A model edit as a user types it (nil for commands that are not snapshot edits).
  static func typed(_ command: SessionCommand) -> String? { command.typedModelEdit }

  // MARK: Leaving

  /// The warning of a session that ends with work the view never received.
  static func unappliedWork(_ work: UnappliedWork) -> String {
    "leaving with work that was not applied: " + unappliedParts(work).joined(separator: "; ")
  }

  /// `not leaving yet: the working snapshot's edits (…) were not applied; quit again (or Ctrl-D) to leave without
  /// them`.
  static func unappliedWorkOnQuit(_ work: UnappliedWork) -> String {
    "not leaving yet: " + unappliedParts(work).joined(separator: "; ")
      + "; quit again (or Ctrl-D) to leave without it, or apply it first"
  }

  private static func unappliedParts(_ work: UnappliedWork) -> [String] {
    var parts: [String] = []
    if let size = work.workingSnapshot {
      parts.append(
        "the working snapshot's edits (\(plural(size.sections, "section")), \(plural(size.items, "item"))) were not "
          + "applied")
    }
    if work.modelEditsNotShown > 0 {
      parts.append(
        "\(plural(work.modelEditsNotShown, "model edit")) \(work.modelEditsNotShown == 1 ? "was" : "were") not "
          + "applied to the view (no batch or reload-data told "
          + "it)")
    }
    if let batch = work.openBatch {
      parts.append(
        "the open batch is discarded (\(plural(batch.edits, "model edit")), \(plural(batch.calls, "view call")), "
          + "never committed)")
    }
    if let section = work.openSectionSnapshot {
      parts.append("the section snapshot of \(name(section: section)) being edited is discarded (not applied)")
    }
    return parts
  }

  // MARK: Rows out of sync

  /// The out-of-sync warning: which rows show another item than the model holds there.
  static func outOfSync(_ report: OutOfSyncReport) -> String {
    var parts: [String] = []
    for section in report.sections.prefix(Self.listLimit) {
      parts.append(
        "section \(section.index) shows \(section.shown.map { name(section: $0) } ?? "nothing"), the model has "
          + (section.model.map { name(section: $0) } ?? "no such section"))
    }
    for row in report.rows.prefix(Self.listLimit) {
      parts.append(
        "\(row.indexPath.section).\(row.indexPath.item) shows \(row.shown.map(name) ?? "nothing"), the model has "
          + (row.model.map(name) ?? "no \(report.view.element) there"))
    }
    let count = report.rows.count + report.sections.count
    let more = count > parts.count ? "; … \(count - parts.count) more" : ""
    let element = report.view.element
    return "\(element)s out of sync: the counts add up, so UIKit accepted the batch, but "
      + (report.rows.isEmpty
        ? "" : "\(plural(report.rows.count, element)) show\(report.rows.count == 1 ? "s" : "") ")
      + "something other than the model: " + parts.joined(separator: "; ") + more
      + " (reload-data shows the model again)"
  }

  // MARK: Cell-provider mistakes

  /// The lines under a cell-provider failure: what the injected bug did and that nothing changed.
  static func cellProviderFailure(_ failure: CellProviderFailure) -> [String] {
    let what: String =
      switch failure.bug {
      case .nilCell(let item):
        "the cell provider returned nil for the item \(item) (inject-bug nil-cell): a provider must always return a dequeued"
          + " cell, even for an item it does not expect."
      case .unregistered(let type):
        "the cell provider dequeued \(type)'s cell with a reuse identifier nobody registered (inject-bug"
          + " unregistered): "
          + (failure.failure.view == .table
            ? "register the class with register(_:forCellReuseIdentifier:) before the first dequeue."
            : "register the class, or use a CellRegistration created up front.")
      case .registrationInProvider:
        "the cell provider created a new CellRegistration on every call (inject-bug registration-in-provider):"
          + " create registrations once, outside the provider, and reuse them."
      case .notDequeued(let item):
        "the cell provider returned a cell it created itself for \(item) (inject-bug not-dequeued): cells must come"
          + " from dequeueReusableCell(withReuseIdentifier:for:) or a registration."
      case .countsFromModel:
        "the data source answered the view's counts from the app's model, changed before the apply (inject-bug"
          + " counts-from-model): answer them from the snapshot, or apply right after each model change."
      case .deleteRowOnly:
        "the app's swipe Delete handler called \(deleteCall(failure.failure.view))"
          + " without deleting the item from the model (inject-bug delete-row-only): the data source's snapshot still"
          + " has the row, so the section has as many rows after the update as before, not one fewer. Fix: in the"
          + " handler delete the item from the model — with a diffable data source, delete it from"
          + " dataSource.snapshot() and apply that snapshot, and never call \(deleteCall(failure.failure.view))"
          + " yourself."
      case .reconfigureOtherCell(let item):
        "reconfiguring the item \(item) dequeued a different cell class than its cell has (inject-bug reconfigure-other-cell):"
          + " a change of cell type needs reloadItems, not reconfigureItems."
      }
    return [
      "  \(failure.bug.name): " + failure.failure.failureMessage.summary
        + " The app would have crashed here (NSInternalInconsistencyException).",
      "  " + what,
    ]
      + (failure.recoveryWasOn
        ? [
          "  recover on does not apply: recoversFromFailedUpdates answers a rejected batch with reloadData, and a"
            + " reloadData asks the cell provider for the same cells."
        ] : [])
      + [
        "  nothing changed: the snapshot, the view and its cells are as they were before \(failure.trigger)"
          + " (inject-bug off stops the mistake)."
      ]
  }
}

/// The words about one rejected batch: which calls name a place, the sections it names before and after the update,
/// and the explanation of each rule the view can reject it by, grouped as the rules are (two calls on one place, a
/// place outside the state it names, moves, counts).
@MainActor
private struct RejectedBatchWords<Kind: HeadlessViewKind> {
  let batch: RejectedBatch
  let element = Kind.element
  var anElement: String { element == "item" ? "an item" : "a \(element)" }
  let before = "the state before the update"
  let after = "the state after the update"

  func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

  /// The batch's calls that `match`, as typed (`no call` when none does).
  func callsNaming(_ match: (ViewCall) -> Bool) -> String {
    let calls = batch.calls.filter(match).map { $0.commandLine(words: batch.view) }
    return calls.isEmpty ? "no call" : calls.joined(separator: "; ")
  }

  /// Section `index` of what the view showed, with its identifier when it has one.
  func shownSection(_ index: Int) -> String {
    index < batch.sectionsShown.count
      ? "section \(index) (\(Words.name(section: batch.sectionsShown[index])))" : "section \(index)"
  }

  /// The section of what the view showed that UIKit compares with section `s` after the update: the batch's section
  /// calls map the old sections to the new (deleted ones go, inserted ones come from the model, a move goes where it
  /// says, the others keep their order); nil for a section the calls insert.
  func shownSection(comparedWith s: Int) -> Int? {
    var deleted = Set<Int>()
    var inserted = Set<Int>()
    var movedTo: [Int: Int] = [:]
    for call in batch.calls {
      switch call {
      case .deleteSections(let sections): deleted.formUnion(sections)
      case .insertSections(let sections): inserted.formUnion(sections)
      case .moveSection(let from, let to): movedTo[to] = from
      default: break
      }
    }
    if inserted.contains(s) { return nil }
    if let from = movedTo[s] { return from }
    let movedFrom = Set(movedTo.values)
    let staying = batch.sectionsShown.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
    let position = (0...s).filter { !inserted.contains($0) && movedTo[$0] == nil }.count - 1
    return position < staying.count ? staying[position] : nil
  }

  /// Section `index` of the model, with its identifier when it has one.
  func modelSection(_ index: Int) -> String {
    index < batch.sectionsInModel.count
      ? "section \(index) (\(Words.name(section: batch.sectionsInModel[index])))" : "section \(index)"
  }

  /// Whether a call names `indexPath`.
  func names(_ indexPath: IndexPath) -> (ViewCall) -> Bool {
    { call in
      switch call {
      case .deleteItems(let p), .insertItems(let p), .reloadItems(let p), .reconfigureItems(let p):
        p.contains(indexPath)
      case .moveItem(let from, let to): from == indexPath || to == indexPath
      default: false
      }
    }
  }

  /// Whether a call names section `section`.
  func namesSection(_ section: Int) -> (ViewCall) -> Bool {
    { call in
      switch call {
      case .deleteSections(let s), .insertSections(let s), .reloadSections(let s): s.contains(section)
      case .moveSection(let from, let to): from == section || to == section
      default: false
      }
    }
  }

  /// Two calls on one place: deleted and reloaded, deleted and moved, inserted and moved to.
  func conflict(_ error: HeadlessViewError<Kind>) -> [String]? {
    switch error {
    case .deleteAndReloadSameIndexPath(let p):
      return [
        "\(callsNaming(names(p))): \(path(p)) is both deleted and reloaded; a reload is a delete plus an insert, so",
        "the \(element) cannot also be deleted. Delete it, or reload it, not both.",
      ]
    case .deleteAndReloadSameSection(let s), .deleteAndMoveFromSameSection(let s):
      return [
        "\(callsNaming(namesSection(s))): section \(s) is named by two calls that each remove it from \(before).",
        "A section is deleted, reloaded or moved — one of them per batch.",
      ]
    case .deleteAndMoveFromSameIndexPath(let p):
      return [
        "\(callsNaming(names(p))): \(path(p)) is deleted (or reloaded) and also moved away.",
        "Delete it or move it; to move and refresh \(anElement), reload it in a later update.",
      ]
    case .insertAndMoveToSameIndexPath(let p):
      return [
        "\(callsNaming(names(p))): \(path(p)) of \(after) is both inserted and the destination of a move.",
        "Two rows cannot land on one index path: insert or move to it, not both.",
      ]
    case .insertAndMoveToSameSection(let s):
      return [
        "\(callsNaming(namesSection(s))): section \(s) is both inserted and the destination of a move.",
        "Two sections cannot land on one index: insert or move to it, not both.",
      ]
    default: return nil
    }
  }

  /// A place outside the state it names: deletes, reloads and reconfigures name the state before the update, inserts
  /// the state after; a count asked of a section the view does not have.
  func outOfBounds(_ error: HeadlessViewError<Kind>) -> [String]? {
    switch error {
    case .deleteSectionOutOfBounds(let s, let n):
      return [
        "\(callsNaming(namesSection(s))): deletes and reloads name sections of \(before), and the view showed only"
          + " \(plural(n, "section")).",
        "Section indexes before the update are 0…\(max(n - 1, 0)).",
      ]
    case .deleteItemFromNonexistentSection(let i, let s, let n):
      let p = IndexPath(item: i, section: s)
      return [
        "\(callsNaming(names(p))): deletes and reloads name index paths of \(before); the view showed only"
          + " \(plural(n, "section")), so there is no section \(s)."
      ]
    case .deleteItemOutOfBounds(let i, let s, let n):
      let p = IndexPath(item: i, section: s)
      return [
        "\(callsNaming(names(p))): deletes and reloads name index paths of \(before); \(shownSection(s)) showed"
          + " \(plural(n, element)), so \(element)s are 0…\(max(n - 1, 0)) there."
      ]
    case .insertSectionOutOfBounds(let s, let n):
      return [
        "\(callsNaming(namesSection(s))): inserts name sections of \(after), and the model has"
          + " \(plural(n, "section")) at the end of the block.",
        "Insert the section into the model too, inside the batch, or insert at an index below \(n).",
      ]
    case .insertItemIntoNonexistentSection(let i, let s, let n):
      let p = IndexPath(item: i, section: s)
      return [
        "\(callsNaming(names(p))): inserts name index paths of \(after); the model has \(plural(n, "section"))"
          + " at the end of the block, so there is no section \(s)."
      ]
    case .insertItemOutOfBounds(let i, let s, let n):
      let p = IndexPath(item: i, section: s)
      return [
        "\(callsNaming(names(p))): inserts name index paths of \(after); \(modelSection(s)) of the model holds"
          + " \(plural(n, element)) at the end of the block, so \(path(p)) is past its end.",
        "Insert the \(element) into the model too (inside the batch), or insert at an index below \(n).",
      ]
    case .sectionOutOfBounds(let s, let n):
      return [
        "the app asked for the count of section \(s), but the view shows \(plural(n, "section"))"
          + (n > 0 ? " (0…\(n - 1))" : "") + ": an index kept from before a section went away, or read from the model"
          + " before the view was told."
      ]
    case .reconfigureItemOutOfBounds(let p, _, _):
      return [
        "\(callsNaming(names(p))): reconfigures name index paths of \(before), and \(path(p)) is not \(anElement) the view"
          + " showed."
      ]
    default: return nil
    }
  }

  /// A move from or to a place that does not exist, twice from one place or onto one, out of a deleted section or into
  /// an inserted one.
  func move(_ error: HeadlessViewError<Kind>) -> [String]? {
    switch error {
    case .moveFromNonexistentItem(let p, let n):
      return [
        "\(callsNaming(names(p))): a move's source names \(before); \(shownSection(p.section)) showed"
          + " \(plural(n, element)), so there is no \(element) \(p.item) to move."
      ]
    case .moveFromNonexistentSection(let p, let n):
      return [
        "\(callsNaming(names(p))): a move's source names \(before); the view showed \(plural(n, "section")),"
          + " so there is no section \(p.section)."
      ]
    case .moveNonexistentSection(let s, let n):
      return [
        "\(callsNaming(namesSection(s))): a section move's source names \(before); the view showed"
          + " \(plural(n, "section"))."
      ]
    case .moveToNonexistentItem(let from, let to, let n):
      return [
        "\(callsNaming(names(from))): a move's destination names \(after); \(modelSection(to.section)) of the"
          + " model holds \(plural(n, element)) at the end of the block, so \(path(to)) does not exist."
      ]
    case .moveToNonexistentSection(let from, _, let n):
      return [
        "\(callsNaming(names(from))): a move's destination names \(after); the model has"
          + " \(plural(n, "section")) at the end of the block."
      ]
    case .moveSectionToNonexistentSection(let s, let t, let n):
      return [
        "\(callsNaming(namesSection(s))): a section move's destination (\(t)) names \(after); the model has"
          + " \(plural(n, "section")) at the end of the block."
      ]
    case .itemMovedToTwoDestinations(let from, _, _):
      return [
        "\(callsNaming(names(from))): one \(element) can be moved once per batch.",
        "Move it straight to its final index path (moves name the state before and after, not a sequence).",
      ]
    case .twoItemsMovedToOneDestination(_, _, let to):
      return [
        "\(callsNaming(names(to))): two moves end on the same index path of \(after).",
        "Every destination must be a different \(element) of the final state.",
      ]
    case .sectionMovedToTwoDestinations(let s, _, _), .twoSectionsMovedToOneDestination(_, _, let s):
      return ["\(callsNaming(namesSection(s))): each section moves once, each destination takes one section."]
    case .moveFromDeletedSection(let s):
      return [
        "\(callsNaming { if case .moveItem(let from, _) = $0 { from.section == s } else { false } }): the \(element)"
          + " leaves section \(s), which this batch deletes (or reloads).",
        "Deleting the section already removes its \(element)s: delete the \(element) instead of moving it, or move it"
          + " in an earlier update.",
      ]
    case .moveIntoInsertedSection(let s):
      return [
        "\(callsNaming { if case .moveItem(_, let to) = $0 { to.section == s } else { false } }): the \(element)"
          + " lands in section \(s), which this batch inserts (or reloads).",
        "An inserted section comes with its \(element)s from the model: delete the \(element) from its old section"
          + " instead, or move it in a later update.",
      ]
    default: return nil
    }
  }

  /// The counts after the update differ from what the calls say (R15, R16): the arithmetic, the calls and model edits
  /// of the section, and the calls that would match.
  func count(_ error: HeadlessViewError<Kind>) -> [String]? {
    switch error {
    case .invalidNumberOfSections(let countAfter, let countBefore, let inserted, let deleted):
      let expected = countBefore + inserted - deleted
      return [
        "the view showed \(plural(countBefore, "section")); the calls insert \(inserted) and delete \(deleted), so it"
          + " expects \(expected), but the model has \(countAfter) (\(Words.difference(countAfter - expected))).",
        "section calls: \(callsNaming { call in if case .moveSection = call { false } else { Words.namesAnySection(call) } });"
          + " model edits that add or remove sections: \(Words.editsChangingSections(batch)).",
        "the calls that match the model's change: \(Words.matchingCalls(batch)).",
      ]
    case .invalidNumberOfItems(
      let s, let countAfter, let countBefore, let inserted, let deleted, let movedIn, let movedOut):
      let expected = countBefore + inserted - deleted + movedIn - movedOut
      let sectionName = s < batch.sectionsInModel.count ? batch.sectionsInModel[s] : nil
      // UIKit compares section s after the update with the section its section calls map there, whatever either
      // is called: each is named by its own side (the view's before, the model's after).
      let oldIndex = shownSection(comparedWith: s)
      let shownName = oldIndex.flatMap { $0 < batch.sectionsShown.count ? batch.sectionsShown[$0] : nil }
      var arithmetic = "\(countBefore)"
      if inserted > 0 { arithmetic += " + \(inserted) inserted" }
      if deleted > 0 { arithmetic += " − \(deleted) deleted" }
      if movedIn > 0 { arithmetic += " + \(movedIn) moved in" }
      if movedOut > 0 { arithmetic += " − \(movedOut) moved out" }
      let calls = callsNaming { call in
        switch call {
        case .deleteItems(let p), .reloadItems(let p): p.contains { $0.section == oldIndex }
        case .insertItems(let p): p.contains { $0.section == s }
        case .moveItem(let from, let to): from.section == oldIndex || to.section == s
        default: false
        }
      }
      let named = [shownName, sectionName].compactMap { $0 }
      let edits = Words.editsChanging(sections: named.first == named.last ? Array(named.prefix(1)) : named, batch)
      let expectation =
        arithmetic == "\(countBefore)"
        ? "no call inserts, deletes or moves its \(element)s, so it expects \(expected) still"
        : "after the calls it expects \(arithmetic) = \(expected)"
      let head =
        shownName == sectionName
        ? "\(modelSection(s)): the view showed \(plural(countBefore, element))"
        : "section \(s): the view showed \(shownName.map { Words.name(section: $0) + " with " } ?? "")"
          + plural(countBefore, element)
      let model =
        shownName == sectionName
        ? "the model holds \(countAfter)"
        : "the model's section \(s)\(sectionName.map { " is now " + Words.name(section: $0) + " and" } ?? "")"
          + " holds \(countAfter)"
      return [
        "\(head); \(expectation), but \(model) (\(Words.difference(countAfter - expected))).",
        "calls for this section: \(calls); model edits in it: \(edits).",
        "the calls that match the model's change: \(Words.matchingCalls(batch)).",
      ]
    case .inconsistentDataSourceCounts(let countsBefore, _, _):
      let edits = batch.editsBeforeBatch.compactMap { Words.typed($0.command) }
      return [
        "the view showed \(Words.counts(batch.countsShown)), but when the block began the model already held"
          + " \(Words.counts(countsBefore)): it was edited before the batch"
          + (edits.isEmpty ? "." : " (\(edits.joined(separator: "; "))), and the view had not been told."),
        "No calls inside this batch can fix it: UIKit counts the model when the block begins, and it already"
          + " differed from the view. Either `revert` (drops the model edits the view was not told of) and make"
          + " them after `batch`, with the calls that match them: \(Words.matchingCalls(batch)); or `reload-data`"
          + " (the view reads the model again), then batch what comes next.",
      ]
    default: return nil
    }
  }

  /// A call made while the update block is open that needs it closed.
  func openBlock(_ error: HeadlessViewError<Kind>) -> [String]? {
    switch error {
    case .reloadDataInsideBatchUpdates, .nestedBatchUpdates:
      return ["the update block is still open: commit or cancel it first."]
    default: return nil
    }
  }
}

/// The call that deletes a row only in the view, in the view's own words.
private func deleteCall(_ view: ViewKind) -> String {
  view == .table ? "deleteRows(at:with:)" : "deleteItems(at:)"
}
