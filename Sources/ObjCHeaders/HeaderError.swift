/// A position in header text: 1-based line and column (columns count Unicode scalars), and the
/// file the position belongs to (`<Foundation/Foundation.h>` and the like for the built-in SDK).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name given to the parser, an included file's path, or an SDK module's umbrella.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers print.
    public var description: String { "\(file):\(line):\(column)" }
}

/// Why a header was rejected: a syntax error, an unknown type, a conflicting property
/// attribute, a reference to a class that is not declared. Carries the position clang would
/// point at and a message in clang's words where clang has one.
public struct HeaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong, phrased so the user can fix the header.
    public var message: String

    /// Creates an error.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// 1-based line of the problem.
    public var line: Int { location.line }
    /// 1-based column of the problem.
    public var column: Int { location.column }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
}

/// Something the front-end skipped or assumed that the user may want to know about (an
/// `#import` of a header it does not have, an ignored directive).
public struct HeaderWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where the construct is.
    public var location: SourceLocation
    /// What was skipped or assumed.
    public var message: String

    /// `file:line:column: warning: message`.
    public var description: String { "\(location): warning: \(message)" }
}
