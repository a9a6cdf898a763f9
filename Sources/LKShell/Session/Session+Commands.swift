// From a parsed `SessionCommand` to the session operation it names, the `expect` assertions that let scripts check
// themselves, and the settings. (`run`, `quit` and `expect error|warning` are `ShellCommand`s: they act on the script
// runner and the expectation state machine, not on the session.)

import ListKit
import Lists

extension Session {
  /// Resolves item references (`Banner:1`, `alpha`) to the shell's typed items.
  ///
  /// - Complexity: O(n); a type's catalogue entry is looked up once per run of references of that type (a million
  ///   Text items look it up once).
  func items(_ references: consuming [ItemReference]) throws(ShellError) -> [AnyItem] {
    var result: [AnyItem] = []
    result.reserveCapacity(references.count)
    // The constructor of the type the last reference named (nil type name: Text).
    var typeName: String?
    var make: (@Sendable (String, ContentStore) -> AnyItem)?
    for reference in references {
      if make == nil || reference.typeName != typeName {
        guard let entry = ItemCatalogue.entry(named: reference.typeName) else {
          throw .unknownItemType(reference.typeName ?? "")
        }
        typeName = reference.typeName
        make = entry.make
      }
      result.append(make!(reference.id, content))
    }
    return result
  }

  func item(_ reference: ItemReference) throws(ShellError) -> AnyItem {
    try item(typeName: reference.typeName, id: reference.id)
  }

  /// Runs one session command, recording what it has to say. The command is taken over: the references a list of
  /// items holds are let go once its items are made (`items(_:)` consumes them), before the engine stores the items.
  func perform(_ command: consuming SessionCommand) throws(ShellError) {
    switch consume command {
    case .appendSections(let sections): try appendSections(sections)
    case .insertSections(let sections, let position, let destination):
      try insertSections(sections, before: position == .before, relativeTo: destination)
    case .deleteSections(let sections): try deleteSections(sections)
    case .moveSection(let section, let position, let destination):
      try moveSection(section, before: position == .before, relativeTo: destination)
    case .reloadSections(let sections): try reloadSections(sections)
    case .appendItems(let references, let section): try appendItems(items(consume references), to: section)
    case .insertItems(let references, let position, let destination):
      try insertItems(items(references), before: position == .before, relativeTo: item(destination))
    case .deleteItems(let references): try deleteItems(items(references))
    case .deleteAllItems: deleteAllItems()
    case .moveItem(let reference, let position, let destination):
      try moveItem(item(reference), before: position == .before, relativeTo: item(destination))
    case .reloadItems(let references): try reloadItems(items(references))
    case .reconfigureItems(let references): try reconfigureItems(items(references))
    case .newSnapshot: newSnapshot()
    case .revert: revert()

    case .sectionSnapshot(let section, let current): try beginSectionSnapshot(section, current: current)
    case .sectionAppend(let references, let parent):
      let parentItem: AnyItem? = if let parent { try item(parent) } else { nil }
      try outlineAppend(items(references), to: parentItem)
    case .sectionInsert(let references, let position, let destination):
      try outlineInsert(items(references), before: position == .before, relativeTo: item(destination))
    case .sectionDelete(let references): try outlineDelete(items(references))
    case .sectionExpand(let references): try outlineSetExpanded(items(references), expanded: true)
    case .sectionCollapse(let references): try outlineSetExpanded(items(references), expanded: false)
    case .sectionApply(let animating): try applyOutline(animated: animating ? nil : false)
    case .sectionEnd: try endOutline()

    case .apply(let animating): try apply(animated: animating ? nil : false)
    case .applyReloadData: try applyReloadData()
    case .setContent(let reference, let text): try setContent(item(reference), text: text)
    case .setDetail(let reference, let text): try setCellExtra(item(reference)) { content.setDetail(text, for: $0) }
    case .setAccessory(let reference, let accessory):
      try setCellExtra(item(reference)) { content.setAccessory(accessory, for: $0) }
    case .scrollTo(let target): try scroll(to: target)
    case .select(let reference): try select(reference)
    case .tap(let reference): try tap(reference)
    case .expand(let references): try userToggle(items(references), expand: true)
    case .collapse(let references): try userToggle(items(references), expand: false)
    case .onExpand(let parent, let children): try registerLazyChildren(items(children), of: item(parent))
    case .view(let kind, let style): try replaceView(with: kind, style: style)
    case .setTitle(let kind, let section, let title): try setTitle(title, kind, of: section)
    case .swipeDelete(let reference): try swipeDelete(reference)
    case .swipe(let reference, let action): try swipe(reference, action: action)
    case .drag(let reference, let target): try drag(reference, to: target)

    case .show(let subject):
      switch subject {
      case .layout: record(.layout(layoutReport(allRows: reportsEveryRow)))
      case .snapshot: record(.snapshot(snapshotReport()))
      case .diff: try record(.diff(diffReport()))
      case .tree(let section): try record(.tree(treeReport(section)))
      case .cells: record(.cells(cellsReport()))
      case .settings: record(.settings(settings.all))
      }
    case .info(let reference): try record(.info(infoReport(reference)))
    case .types: record(.types(ItemCatalogue.entries))
    case .history:
      let entries = history.map { step in
        HistoryReport.Entry(
          snapshot: step.snapshot, update: step.update, tap: step.tap, origin: step.origin,
          ticked: step.shown.ticked.sorted { $0.displayKey < $1.displayKey })
      }
      record(.history(HistoryReport(entries: entries, position: state.historyPosition, view: view.kind)))
    case .undo: try undo()
    case .redo: try redo()

    case .echo(let text): record(.echo(text))
    case .set(let setting): try apply(setting)
    case .help(let topic):
      // The text comes from the command table (documentation, not a report of state).
      record(.help(topic: topic, text: Help.text(for: topic)))

    case .expect(let expectation): try check(expectation)

    case .lab(let command): try performLab(command)
    case .explain(let text): explain(text)
    }
  }

  // MARK: Settings

  /// `set NAME VALUE`: the session is the only home of the settings (the shell reads format and colour here).
  func apply(_ setting: Setting) throws(ShellError) {
    let field = setting.name.field
    var changed = settings
    field.write(&changed, setting.value)
    switch field.effect {
    case .stored, .reinstallsApplyOptions: break
    case .resizesViewport: try view.setViewportHeight(changed.viewport)
    case .setsTableRowAnimation:
      guard let table = dataSource as? ShellTableDataSource else {
        if view.kind == .table { throw .needsDataSource(.diffable, command: runningName) }
        throw .tableViewSetting(setting.name.rawValue, view: view.kind)
      }
      table.defaultRowAnimation = changed.rowAnimation
    }
    settings = changed
    if field.effect == .reinstallsApplyOptions { installApplyOptions() }
  }

  // MARK: Expectations

  /// Checks an assertion against what the collection view shows (the applied snapshot) or the last apply.
  func check(_ expectation: Expectation) throws(ShellError) {
    switch expectation {
    case .layout(let section, let references):
      let current = applied
      guard current.contains(section: section) else {
        throw .expectation(.layoutNoSection(section, sections: current.sectionIdentifiers, view: view.kind))
      }
      let expected = try items(references).map(\.displayKey)
      let found = current.itemIdentifiers(inSection: section).map(\.displayKey)
      guard expected == found else { throw .expectation(.layout(section: section, expected: expected, found: found)) }
    case .sections(let expected):
      let found = applied.sectionIdentifiers
      guard expected == found else { throw .expectation(.sections(expected: expected, found: found)) }
    case .count(let subject, let expected):
      let found = subject == .items ? applied.numberOfItems : applied.numberOfSections
      guard expected == found else { throw .expectation(.count(subject, expected: expected, found: found)) }
    case .diff(let expectation):
      guard let update = state.lastApply?.update else { throw .expectation(.diffBeforeAnyApply) }
      let mismatches = DiffCounter.allCases.compactMap { counter -> ExpectationFailure.DiffMismatch? in
        guard let expected = expectation[counter], expected != update.count(of: counter) else { return nil }
        return ExpectationFailure.DiffMismatch(counter: counter, expected: expected, found: update.count(of: counter))
      }
      guard mismatches.isEmpty else {
        throw .expectation(.diff(mismatches, sent: update, reloadData: state.lastApply?.mode == .reloadData))
      }
    case .cell(let reference, let text):
      let item = try item(reference)
      guard let indexPath = dataSource.indexPath(for: item) else {
        throw .expectation(.cellNotARow(item.reference, view: view.kind))
      }
      guard let cell = view.cell(at: indexPath) else {
        throw .expectation(.cellOffScreen(item.reference, indexPath))
      }
      guard cell.text == text else {
        throw .expectation(.cellText(item.reference, expected: text, found: cell.text ?? ""))
      }
    case .checkbox(let reference, let isChecked): try checkCheckbox(reference, isChecked: isChecked)
    }
  }
}
