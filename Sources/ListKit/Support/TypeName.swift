// The name a type prints as, for counters and messages that name a class (`TextCell`), read at start-up.

/// What `String(describing: type)` prints for a metatype: the type's unqualified name (`TextCell`, `Box<Int>`).
///
/// `String(describing:)` gets there only after asking whether the metatype is `TextOutputStreamable`,
/// `CustomStringConvertible` or `CustomDebugStringConvertible` (a metatype never is) and reflecting it; the first time
/// for each type, each question is a search of every protocol conformance the process has loaded (`lks` names nine
/// cell classes before its first command). This is the name it then prints.
///
/// - Complexity: O(length of the name), no conformance search.
package func printedName(of type: Any.Type) -> String {
  _typeName(type, qualified: false)
}
