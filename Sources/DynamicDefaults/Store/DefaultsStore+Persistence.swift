import Dispatch
import PropertyLists

extension DefaultsStore {
    /// Wakes the background flush after the coalescing delay.
    func scheduleFlush() {
        queue.asyncAfter(deadline: .now() + .milliseconds(flushDelayMilliseconds)) { [weak self] in
            try? self?.flush()
        }
    }

    /// `synchronize`: writes pending changes now, then picks up changes other processes made
    /// to the files.
    /// - Throws: the ``DefaultsError`` of the write (``flush()``); nothing is lost, the changes
    ///   stay pending for the next flush. Files are then not re-read. A file that changed on
    ///   disk but cannot be read is not an error of this call: its domain keeps the last good
    ///   contents and the problem goes to ``onError(_:)``.
    public func synchronize() throws {
        try flush()
        reloadIfChanged()
    }

    /// Writes this process's pending changes into the domain file now: under the domain's
    /// `flock`, read the file, apply only the pending keys (so other processes' keys survive),
    /// write a temporary file, `fsync`, `rename`, `fsync` the directory. When the file on disk is
    /// still the one this store last saw, the read is skipped. A corrupt file is moved aside as
    /// `<domain>.plist.corrupt-<time>` and reported to ``onError(_:)``; its bytes are kept.
    /// - Throws: the I/O error, also reported to ``onError(_:)``; the pending changes are kept
    ///   for the next attempt.
    public func flush() throws {
        var corrupt: DefaultsError?
        let changes: [(DefaultsChange, [@Sendable (DefaultsChange) -> Void])]
        do {
            changes = try fileLock.withLock { _ in try flushHoldingFileLock(corrupt: &corrupt) }
        } catch let e as DefaultsError {
            if let corrupt { report(corrupt) }
            report(e)
            throw e
        }
        if let corrupt { report(corrupt) }
        deliver(changes)
    }

    private func flushHoldingFileLock(corrupt corruptError: inout DefaultsError?) throws -> [(DefaultsChange, [@Sendable (DefaultsChange) -> Void])] {
        let (pending, snapshot, knownSignature) = state.withLock { s in
            let p = s.pending
            s.pending = [:]
            s.flushScheduled = false
            return (p, s.app, s.appSignature)
        }
        if pending.isEmpty { return [] }
        let result: Result<([String: PlistValue], FileSignature?), DefaultsError>
        do {
            let written = try appFile.withExclusiveLock { () throws -> ([String: PlistValue], FileSignature?) in
                var disk: [String: PlistValue]
                if let known = knownSignature, appFile.signature() == known {
                    // Nobody replaced the file since we last read or wrote it: memory is the file plus our changes.
                    disk = snapshot
                } else {
                    do throws(DefaultsError) {
                        disk = try appFile.read()
                    } catch {
                        guard case .corruptFile = error else { throw error }
                        try appFile.moveAsideCorrupt()
                        corruptError = error
                        disk = [:]
                    }
                    for (k, c) in pending {
                        switch c {
                        case .set(let v): disk[k] = v
                        case .remove: disk.removeValue(forKey: k)
                        }
                    }
                }
                try appFile.writeAtomically(disk)
                return (disk, appFile.signature())
            }
            result = .success(written)
        } catch let e as DefaultsError {
            result = .failure(e)
        } catch {
            result = .failure(.io(path: appFile.path, operation: "write", errno: 0))
        }
        switch result {
        case .failure(let e):
            state.withLock { s in
                // Keep what did not land; a newer write of the same key wins.
                for (k, c) in pending where s.pending[k] == nil { s.pending[k] = c }
            }
            throw e
        case .success(let (disk, sig)):
            return state.withLock { s in
                let before = s.hasObservers ? s : nil
                var merged = disk
                for (k, c) in s.pending {
                    switch c {
                    case .set(let v): merged[k] = v
                    case .remove: merged.removeValue(forKey: k)
                    }
                }
                s.app = merged
                s.appSignature = sig
                s.appBadSignature = nil
                s.generation &+= 1
                guard let before else { return [] }
                let keys = Set(before.app.keys).union(merged.keys)
                return s.differences(from: before, keys: keys).map { ($0, s.handlers(for: $0.key)) }
            }
        }
    }

    /// Re-reads the files when their `stat` signature changed (another process wrote them) and
    /// reports every key whose value changed. This process's pending writes stay on top.
    func reloadIfChanged() {
        // Errors and changes are handed out of the file lock: user callbacks never run under it.
        let (changes, errors) = fileLock.withLock { _ -> ([(DefaultsChange, [@Sendable (DefaultsChange) -> Void])], [DefaultsError]) in
            let (appSig, globalSig, appBad, globalBad) = state.withLock {
                ($0.appSignature, $0.globalSignature, $0.appBadSignature, $0.globalBadSignature)
            }
            let newAppSig = appFile.signature(), newGlobalSig = globalFile.signature()
            let appChanged = newAppSig != appSig && (newAppSig == nil || newAppSig != appBad)
            let globalChanged = newGlobalSig != globalSig && (newGlobalSig == nil || newGlobalSig != globalBad)
            if !appChanged && !globalChanged { return ([], []) }
            var errors: [DefaultsError] = []
            var newApp: [String: PlistValue]?, newGlobal: [String: PlistValue]?
            var appCorrupt = false, globalCorrupt = false
            if appChanged {
                do throws(DefaultsError) { newApp = try appFile.read() } catch { appCorrupt = true; errors.append(error) }
            }
            if globalChanged {
                do throws(DefaultsError) { newGlobal = try globalFile.read() } catch { globalCorrupt = true; errors.append(error) }
            }
            let changes = state.withLock { s -> [(DefaultsChange, [@Sendable (DefaultsChange) -> Void])] in
                let before = s.hasObservers ? s : nil
                // A corrupt file keeps the last good contents in memory; its signature is kept as
                // "bad" so it is reported once, and a flush reads (and moves aside) the file.
                if appChanged {
                    s.appSignature = appCorrupt ? nil : newAppSig
                    s.appBadSignature = appCorrupt ? newAppSig : nil
                }
                if globalChanged {
                    s.globalSignature = globalCorrupt ? nil : newGlobalSig
                    s.globalBadSignature = globalCorrupt ? newGlobalSig : nil
                }
                if var app = newApp {
                    for (k, c) in s.pending {
                        switch c {
                        case .set(let v): app[k] = v
                        case .remove: app.removeValue(forKey: k)
                        }
                    }
                    s.app = app
                }
                if let newGlobal { s.global = newGlobal }
                s.generation &+= 1
                guard let before else { return [] }
                let keys = Set(before.app.keys).union(s.app.keys).union(before.global.keys).union(s.global.keys)
                return s.differences(from: before, keys: keys).map { ($0, s.handlers(for: $0.key)) }
            }
            return (changes, errors)
        }
        for e in errors { report(e) }
        deliver(changes)
    }
}
