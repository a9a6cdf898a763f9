// From a parsed `Command` to the session operation it names, and the `expect` assertions that let scripts check
// themselves. (`run`, `echo`, `set`, `help`, `quit` and `expect error|warning` belong to the shell: they touch
// scripts and output, not the session's state.)

import ListKit
import Lists

extension Session {
  /// Resolves item references (`Banner:1`, `alpha`) to the shell's typed items.
  func items(_ references: [ItemReference]) throws(ShellError) -> [AnyItem] {
    var result: [AnyItem] = []
    result.reserveCapacity(references.count)
    for reference in references { result.append(try item(typeName: reference.typeName, id: reference.id)) }
    return result
  }

  func item(_ reference: ItemReference) throws(ShellError) -> AnyItem {
    try item(typeName: reference.typeName, id: reference.id)
  }

  /// Runs one session command. Throws the engine's (Apple's) message or the shell's; state is unchanged then.
  public func run(_ command: Command) throws(ShellError) {
    switch command {
    case .appendSections(let sections): try appendSections(sections)
    case .insertSections(let sections, let position, let destination):
      try insertSections(sections, before: position == .before, relativeTo: destination)
    case .deleteSections(let sections): try deleteSections(sections)
    case .moveSection(let section, let position, let destination):
      try moveSection(section, before: position == .before, relativeTo: destination)
    case .reloadSections(let sections): try reloadSections(sections)
    case .appendItems(let references, let section): try appendItems(items(references), to: section)
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
    case .sectionApply: try applyOutline()
    case .sectionEnd: try endOutline()

    case .apply(let animating): try apply(animated: animating ? nil : false)
    case .applyReloadData: try applyReloadData()
    case .setContent(let reference, let text): try setContent(item(reference), text: text)
    case .scrollTo(let target): try scroll(to: target)
    case .select(let reference): try select(reference)
    case .expand(let references): try userToggle(items(references), expand: true)
    case .collapse(let references): try userToggle(items(references), expand: false)
    case .onExpand(let parent, let children): try registerLazyChildren(items(children), of: item(parent))

    case .show(let subject):
      switch subject {
      case .layout: showLayout()
      case .snapshot: showSnapshot()
      case .diff: showDiff()
      case .tree(let section): try showTree(section)
      case .cells: showCells()
      }
    case .info(let reference): try info(reference)
    case .types: types()
    case .history: showHistory()
    case .undo: try undo()
    case .redo: try redo()

    case .expect(let expectation): try check(expectation)

    case .run, .echo, .set, .help, .quit:
      throw ShellError("internal: \(command) is handled by the shell")
    }
  }

  // MARK: Expectations

  /// Checks an assertion against what the collection view shows (the applied snapshot) or the last apply.
  public func check(_ expectation: Expectation) throws(ShellError) {
    switch expectation {
    case .layout(let section, let references):
      let current = applied
      guard current.contains(section: section) else {
        throw ShellError(
          "expect layout \(section): no section \(section) in the collection view (sections: \(current.sectionIdentifiers.joined(separator: " ")))"
        )
      }
      let expected = try items(references).map(\.displayKey)
      let found = current.itemIdentifiers(inSection: section).map(\.displayKey)
      guard expected == found else {
        throw ShellError("expect layout \(section): expected \(Self.list(expected)), found \(Self.list(found))")
      }
    case .sections(let expected):
      let found = applied.sectionIdentifiers
      guard expected == found else {
        throw ShellError("expect sections: expected \(Self.list(expected)), found \(Self.list(found))")
      }
    case .count(let subject, let expected):
      let found = subject == .items ? applied.numberOfItems : applied.numberOfSections
      guard expected == found else {
        throw ShellError("expect count \(subject.rawValue): expected \(expected), found \(found)")
      }
    case .diff(let expectation):
      guard let update = lastApply?.update else {
        throw ShellError("expect diff: nothing has been applied yet")
      }
      let checks: [(String, Int?, Int)] = [
        ("inserted", expectation.inserted, update.insertedItems.count),
        ("deleted", expectation.deleted, update.deletedItems.count),
        ("moved", expectation.moved, update.movedItems.count),
        ("reloaded", expectation.reloaded, update.reloadedItems.count),
        ("reconfigured", expectation.reconfigured, update.reconfiguredItems.count),
        ("sections-inserted", expectation.sectionsInserted, update.insertedSections.count),
        ("sections-deleted", expectation.sectionsDeleted, update.deletedSections.count),
        ("sections-moved", expectation.sectionsMoved, update.movedSections.count),
        ("sections-reloaded", expectation.sectionsReloaded, update.reloadedSections.count),
      ]
      let wrong = checks.filter { $0.1 != nil && $0.1 != $0.2 }
      guard wrong.isEmpty else {
        let detail = wrong.map { "\($0.0)=\($0.1!) (found \($0.2))" }.joined(separator: ", ")
        throw ShellError(
          "expect diff: \(detail); the last apply sent \(TextRenderer(color: false).summary(update).nonEmpty ?? "no changes")"
        )
      }
    case .cell(let reference, let text):
      let item = try item(reference)
      guard let indexPath = dataSource.indexPath(for: item) else {
        throw ShellError("expect cell \(item.displayKey): not a row of the collection view")
      }
      guard let cell = view.cellForItem(at: indexPath) else {
        throw ShellError(
          "expect cell \(item.displayKey): no cell on screen at \(indexPath.section).\(indexPath.item) (scroll-to it first)"
        )
      }
      guard cell.text == text else {
        throw ShellError("expect cell \(item.displayKey): expected \"\(text)\", the cell shows \"\(cell.text ?? "")\"")
      }
    case .error, .warning:
      throw ShellError("internal: expect error/warning is handled by the shell")
    }
  }

  static func list(_ words: [String]) -> String {
    words.isEmpty
      ? "(nothing)" : words.prefix(30).joined(separator: " ") + (words.count > 30 ? " … (\(words.count) in all)" : "")
  }
}

extension String {
  var nonEmpty: String? { isEmpty ? nil : self }
}
