// The table spellings of docs/semantics.md §12.1–12.2 at their edges: which labels each cell style has, how a frame
// sizes the viewport, where recycled cells of unregistered identifiers go, and swipes that offer nothing.

import ListKit
import Testing

@MainActor
struct UIKitTableSpellingTests {
  @Test("Each cell style has UIKit's labels: no detail label for .default, no image view for .value2")
  func cellStyles() {
    let plain = HeadlessTableViewCell(style: .default, reuseIdentifier: "a")
    #expect(plain.detailTextLabel == nil && plain.imageView != nil && plain.reuseIdentifier == "a")
    let value2 = HeadlessTableViewCell(style: .value2, reuseIdentifier: nil)
    #expect(value2.detailTextLabel != nil && value2.imageView == nil)
    let subtitle = HeadlessTableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.textLabel?.text = "Ada"
    subtitle.detailTextLabel?.text = "555"
    #expect(subtitle.text == "Ada" && subtitle.detailText == "555")
    subtitle.text = "Grace"
    #expect(subtitle.textLabel?.text == "Grace")
    var content = subtitle.defaultContentConfiguration()
    #expect(content == .subtitleCell())
    content.text = "Linus"
    content.secondaryText = "556"
    subtitle.contentConfiguration = content
    #expect(subtitle.textLabel?.text == "Linus" && subtitle.detailTextLabel?.text == "556")
    #expect(HeadlessTableViewCell().style == .default && HeadlessTableViewCell().accessoryType == .none)
  }

  @Test("A frame sizes the viewport in rows of 44 points; a zero frame gives 20 rows")
  func frames() {
    #expect(HeadlessTableView(frame: .zero, style: .grouped).viewportHeight == 20)
    #expect(HeadlessTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain).viewportHeight == 3)
    #expect(HeadlessTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 10), style: .plain).viewportHeight == 1)
    let view = HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), collectionViewLayout: .plain())
    #expect(view.viewportHeight == 2 && view.frame.width == 320)
  }

  @Test("Without a registration, the dequeue without an index path returns nil until a made cell was recycled")
  func unregisteredDequeue() {
    let table = HeadlessTableView()
    #expect(table.dequeueReusableCell(withIdentifier: "made") == nil)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "registered")
    #expect(table.dequeueReusableCell(withIdentifier: "registered") != nil)
  }

  @Test("Swipes: a full swipe runs the first action by default; no configuration offers nothing; unknown rows throw")
  func swipes() throws {
    final class Rows: HeadlessTableViewDataSource, HeadlessTableViewDelegate {
      var ran: [String] = []
      func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
      func tableView(
        _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> SwipeActionsConfiguration? {
        let pin = ContextualAction(style: .normal, title: "Pin") { [weak self] _, _, _ in self?.ran.append("pin") }
        return SwipeActionsConfiguration(actions: [pin])
      }
    }
    let rows = Rows()
    let table = HeadlessTableView(viewportHeight: 1)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    table.reloadData()
    // canEditRowAt says no and the delegate gives no trailing configuration: nothing is offered.
    #expect(try table.trySwipeActionsConfiguration(.trailing, forRowAt: IndexPath(row: 0, section: 0)) == nil)
    // The row is scrolled into view; the handler never called its completion.
    let outcome = try table.tryUserSwipe(.leading, rowAt: IndexPath(row: 1, section: 0), choosing: nil)
    #expect(outcome?.action.title == "Pin" && outcome?.completed == nil)
    #expect(rows.ran == ["pin"] && table.contentOffset == 1)
    #expect(throws: TableViewError.self) {
      try table.tryUserSwipe(rowAt: IndexPath(row: 5, section: 0), choosing: "Delete")
    }
    let view = HeadlessCollectionView()
    #expect(throws: CollectionViewError.self) {
      try view.trySwipeActionsConfiguration(.trailing, forItemAt: IndexPath(item: 0, section: 0))
    }
  }
}
