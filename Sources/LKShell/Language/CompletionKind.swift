// What completion may offer at the cursor, as the grammar matcher reports it.

/// What completion may offer at the cursor.
enum CompletionKind: Hashable {
  case section
  case sectionLabel
  case item
  case keyword(String)
  case file
  case counter(String)
  case commandName
  case helpTopic
}
