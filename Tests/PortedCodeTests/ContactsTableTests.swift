// A contacts table as a UIKit app writes it: a data source and delegate object, subtitle cells made by the classic
// dequeue-or-create pattern, swipe-to-delete through `commit editingStyle`, and trailing swipe actions from the
// delegate. Ported by changing the import and the view controller (a plain class handed its table view) only.

import ListKit
import Testing

// MARK: The ported code

struct Contact: Equatable {
  var name: String
  var phone: String
  var isFavorite = false
}

@MainActor
final class ContactsController: UITableViewDataSource, UITableViewDelegate {
  let tableView: UITableView
  var contacts: [Contact]
  var opened: [String] = []

  init(tableView: UITableView, contacts: [Contact]) {
    self.tableView = tableView
    self.contacts = contacts
    tableView.dataSource = self
    tableView.delegate = self
    tableView.reloadData()
  }

  // UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int {
    return 1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "ContactCell")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "ContactCell")
    let contact = contacts[indexPath.row]
    cell.textLabel?.text = contact.name
    cell.detailTextLabel?.text = contact.phone
    cell.imageView?.image = UIImage(systemName: contact.isFavorite ? "star.fill" : "person.crop.circle")
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      contacts.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }

  // UITableViewDelegate

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(contacts[indexPath.row].name)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// The same contacts with the delegate's swipe actions (iOS 11+): a "Favorite" and a "Delete", the delete doing the
/// model change and the row deletion together.
@MainActor
final class SwipingContactsController: UITableViewDataSource, UITableViewDelegate {
  let tableView: UITableView
  var contacts: [Contact]
  /// The mistake every UIKit developer makes once: deleting the row without removing the contact.
  var forgetsTheModel = false

  init(tableView: UITableView, contacts: [Contact]) {
    self.tableView = tableView
    self.contacts = contacts
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = contacts[indexPath.row].name
    content.secondaryText = contacts[indexPath.row].isFavorite ? "★" : nil
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
      guard let self else { return }
      if !self.forgetsTheModel { self.contacts.remove(at: indexPath.row) }
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completionHandler(true)
    }
    let favorite = UIContextualAction(style: .normal, title: "Favorite") { [weak self] action, view, completion in
      guard let self else { return }
      self.contacts[indexPath.row].isFavorite.toggle()
      tableView.reloadRows(at: [indexPath], with: .none)
      completion(true)
    }
    favorite.image = UIImage(systemName: "star")
    let configuration = UISwipeActionsConfiguration(actions: [delete, favorite])
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }

  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let call = UIContextualAction(style: .normal, title: "Call") { _, _, completion in completion(false) }
    return UISwipeActionsConfiguration(actions: [call])
  }
}

// MARK: The tests

@MainActor
struct ContactsTableTests {
  let people = [
    Contact(name: "Ada", phone: "555-0101"), Contact(name: "Grace", phone: "555-0102", isFavorite: true),
    Contact(name: "Linus", phone: "555-0103"),
  ]

  @Test("Subtitle cells made by the data source show name, phone, image and disclosure; they are recycled")
  func subtitleCells() throws {
    let tableView = UITableView(frame: .zero, style: .plain)
    let controller = ContactsController(tableView: tableView, contacts: people)
    #expect(tableView.style == .plain)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.style == .subtitle)
    #expect(cell.text == "Grace" && cell.detailText == "555-0102")
    #expect(cell.textLabel?.text == "Grace" && cell.detailTextLabel?.text == "555-0102")
    #expect(cell.imageView?.image == UIImage(systemName: "star.fill"))
    #expect(cell.accessoryType == .disclosureIndicator)

    tableView.viewportHeight = 1
    #expect(tableView.visibleCells.count == 1)
    tableView.scroll(toRow: 2)
    // The cell that left the screen came back from the pool for the row that came in: no new cell.
    #expect(tableView.visibleCells.first?.textLabel?.text == "Linus")
    #expect(tableView.statistics(for: UITableViewCell.self).reuses >= 1)
    tableView.userTap(at: IndexPath(row: 2, section: 0))
    #expect(controller.opened == ["Linus"] && tableView.indexPathForSelectedRow == nil)
  }

  @Test("Swipe-to-delete: UIKit's default Delete commits .delete; the data source changes model and table together")
  func swipeToDelete() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let controller = ContactsController(tableView: tableView, contacts: people)
    #expect(tableView.viewportHeight == 20)
    let offered = try tableView.trySwipeActionsConfiguration(.trailing, forRowAt: IndexPath(row: 0, section: 0))
    #expect(offered?.titles == ["Delete"])
    let outcome = try tableView.tryUserSwipe(rowAt: IndexPath(row: 0, section: 0), choosing: "Delete")
    #expect(outcome?.completed == true)
    #expect(controller.contacts.map(\.name) == ["Grace", "Linus"])
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.visibleCells.map(\.text) == ["Grace", "Linus"])
    #expect(tableView.lastBatchAnimations.map(\.description) == ["deleteRows [0.0] with .fade"])
    #expect(tableView.invariantViolations().isEmpty)
  }

  @Test("Editing mode is settable as a property, as well as with setEditing(_:animated:)")
  func editing() {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.isEditing = true
    #expect(tableView.isEditing)
    tableView.setEditing(false, animated: true)
    #expect(!tableView.isEditing)
  }

  @Test("The delegate's swipe actions are offered in order; tapping one runs its handler and completion")
  func delegateSwipeActions() throws {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let controller = SwipingContactsController(tableView: tableView, contacts: people)
    let row = IndexPath(row: 0, section: 0)
    #expect(try tableView.trySwipeActionsConfiguration(.trailing, forRowAt: row)?.titles == ["Delete", "Favorite"])
    #expect(try tableView.trySwipeActionsConfiguration(.leading, forRowAt: row)?.titles == ["Call"])

    // A full swipe does nothing: the configuration says so.
    #expect(try tableView.tryUserSwipe(.trailing, rowAt: row, choosing: nil) == nil)
    let favorite = try tableView.tryUserSwipe(.trailing, rowAt: row, choosing: "Favorite")
    #expect(favorite?.completed == true && favorite?.action.image == UIImage(systemName: "star"))
    #expect(controller.contacts[0].isFavorite)
    #expect(tableView.cellForRow(at: row)?.detailText == "★")
    #expect(try tableView.tryUserSwipe(.leading, rowAt: row, choosing: "Call")?.completed == false)

    try tableView.tryUserSwipe(rowAt: IndexPath(row: 1, section: 0), choosing: "Delete")
    #expect(controller.contacts.map(\.name) == ["Ada", "Linus"])
    #expect(tableView.visibleCells.map(\.text) == ["Ada", "Linus"])
    #expect(try tableView.tryUserSwipe(rowAt: row, choosing: "Archive") == nil)
  }

  @Test("The classic crash: a swipe action that deletes the row but not the contact; the checked twin explains it")
  func deleteWithoutTheModelChange() async throws {
    let tableView = UITableView(frame: .zero, style: .plain)
    let controller = SwipingContactsController(tableView: tableView, contacts: people)
    // UIKit raises here (the app traps, as the exit test shows); the checked call throws the same message.
    let failure = #expect(throws: TableViewError.self) {
      try tableView.tryDeleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(failure?.description.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(controller.contacts.count == 3 && tableView.numberOfRows(inSection: 0) == 3)

    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let tableView = UITableView(frame: .zero, style: .plain)
        let controller = SwipingContactsController(
          tableView: tableView, contacts: [Contact(name: "Ada", phone: "1"), Contact(name: "Grace", phone: "2")])
        controller.forgetsTheModel = true
        _ = try? tableView.tryUserSwipe(rowAt: IndexPath(row: 0, section: 0), choosing: "Delete")
      }
    }
  }
}
