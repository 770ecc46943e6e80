import PropertyLists

/// The directory of domain files, for tools that work on whole domains (`objcrt defaults`)
/// rather than through a store. It uses the same files, the same lock and the same atomic
/// replacement as ``DefaultsStore``, so the two can run at once.
public struct DefaultsDirectory: Sendable {
    /// The directory path.
    public let path: String

    /// The directory at `path`, or ``DefaultsStore/defaultDirectory()`` (`$XDG_CONFIG_HOME`, else `~/.config`).
    public init(path: String? = nil) {
        self.path = path ?? DefaultsStore.defaultDirectory()
    }

    private func file(_ domain: String) throws -> DomainFile {
        try DomainFile.validate(domain: domain)
        return DomainFile(directory: path, domain: domain)
    }

    /// The file a domain lives in.
    public func filePath(of domain: String) -> String { path + "/" + domain + ".plist" }

    /// The domains that have a file here, sorted.
    public func domainNames() -> [String] { DomainFile.domainNames(in: path) }

    /// A domain's contents, or `nil` when it has no file.
    /// - Throws: ``DefaultsError/corruptFile(path:_:)`` naming the file, ``DefaultsError/invalidDomainName(_:reason:)``.
    public func read(_ domain: String) throws -> [String: PlistValue]? {
        let f = try file(domain)
        guard f.signature() != nil else { return nil }
        return try f.read()
    }

    /// Changes a domain under its file lock: read, `body`, atomic write. A corrupt file is
    /// moved aside first (its path is returned) and `body` starts from an empty domain.
    @discardableResult
    public func update(_ domain: String, _ body: (inout [String: PlistValue]) throws -> Void) throws -> String? {
        let f = try file(domain)
        return try f.withExclusiveLock {
            var movedAside: String?
            var contents: [String: PlistValue]
            do {
                contents = try f.read()
            } catch DefaultsError.corruptFile {
                movedAside = try f.moveAsideCorrupt()
                contents = [:]
            }
            try body(&contents)
            try f.writeAtomically(contents)
            return movedAside
        }
    }

    /// Replaces a domain's contents.
    public func replace(_ domain: String, with contents: [String: PlistValue]) throws {
        let f = try file(domain)
        try f.withExclusiveLock { try f.writeAtomically(contents) }
    }

    /// Deletes a domain's file. Returns `false` when it had none.
    @discardableResult
    public func delete(_ domain: String) throws -> Bool {
        let f = try file(domain)
        return try f.withExclusiveLock {
            guard f.signature() != nil else { return false }
            try f.remove()
            return true
        }
    }
}
