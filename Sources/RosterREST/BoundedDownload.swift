import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RosterModel

/// One `GET` with limits: a deadline for the whole answer, a largest body (reading
/// stops as soon as it is passed), redirects followed only within the same scheme,
/// host and port, and a typed failure for everything else. Cancelling the calling
/// task cancels the transfer.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Bytes received so far and the length the server announced, if it did.
    typealias BytesHandler = @Sendable (_ received: Int, _ expected: Int?) -> Void

    private let url: URL
    private let timeout: TimeInterval
    private let limit: Int
    private let onBytes: BytesHandler
    /// Guards everything below: delegate callbacks, the deadline and cancellation come from different threads.
    private let lock = NSLock()
    private var body = Data()
    private var failure: (any Error)?
    private var continuation: CheckedContinuation<Data, any Error>?
    private var task: URLSessionDataTask?
    private var session: URLSession?

    private init(url: URL, timeout: TimeInterval, limit: Int, onBytes: @escaping BytesHandler) {
        self.url = url
        self.timeout = timeout
        self.limit = limit
        self.onBytes = onBytes
    }

    /// The body of a 2xx answer to `GET url`.
    /// - Throws: `RemoteImportError`, or `CancellationError` when the calling task is cancelled.
    static func get(_ url: URL, timeout: TimeInterval, limit: Int, onBytes: @escaping BytesHandler) async throws -> Data {
        let download = BoundedDownload(url: url, timeout: timeout, limit: limit, onBytes: onBytes)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.start(continuation)
            }
        } onCancel: {
            download.stop(because: CancellationError())
        }
    }

    private func start(_ continuation: CheckedContinuation<Data, any Error>) {
        let configuration = URLSessionConfiguration.ephemeral
        // The deadline below is the one that counts; these only back it up.
        configuration.timeoutIntervalForRequest = timeout + 5
        configuration.timeoutIntervalForResource = timeout + 5
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = timeout + 5
        let task = session.dataTask(with: request)
        lock.lock()
        self.continuation = continuation
        self.session = session
        self.task = task
        let alreadyStopped = failure != nil
        lock.unlock()
        if alreadyStopped {
            task.cancel()
        } else {
            task.resume()
            let deadline = DispatchTime.now() + timeout
            DispatchQueue.global().asyncAfter(deadline: deadline) { [weak self] in
                guard let self else { return }
                self.stop(because: RemoteImportError.timedOut(url: self.url.absoluteString, seconds: self.timeout))
            }
        }
    }

    /// Ends the transfer with `reason` (the first reason wins).
    private func stop(because reason: any Error) {
        lock.lock()
        let finished = continuation == nil && task != nil
        if failure == nil && !finished { failure = reason }
        let task = self.task
        lock.unlock()
        task?.cancel()
    }

    /// Records why the transfer fails (the first reason wins) without stopping it yet.
    private func note(_ reason: any Error) {
        lock.lock()
        if failure == nil { failure = reason }
        lock.unlock()
    }

    private func finish(_ result: Result<Data, any Error>) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        let session = self.session
        self.session = nil
        lock.unlock()
        session?.finishTasksAndInvalidate()
        continuation?.resume(with: result)
    }

    // MARK: URLSessionDataDelegate

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let target = request.url
        if let target, Self.sameOrigin(url, target) {
            completionHandler(request)
        } else {
            // Not cancelled here: Foundation would then find its redirect callback unexpected (and trap).
            // Refused, the 3xx answer arrives as the final one, and `didReceive response` ends the task.
            note(RemoteImportError.redirectedToAnotherHost(url: url.absoluteString, target: target?.absoluteString ?? "?"))
            completionHandler(nil)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let code = http?.statusCode ?? 200
        if !(200..<300).contains(code) {
            stop(because: (300..<400).contains(code) && http?.value(forHTTPHeaderField: "Location") != nil
                 ? RemoteImportError.redirectedToAnotherHost(url: url.absoluteString, target: http?.value(forHTTPHeaderField: "Location") ?? "?")
                 : RemoteImportError.httpStatus(url: url.absoluteString, code: code))
            completionHandler(.cancel)
            return
        }
        let expected = response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil
        if let expected, expected > limit {
            stop(because: RemoteImportError.tooLarge(url: url.absoluteString, limit: limit))
            completionHandler(.cancel)
            return
        }
        onBytes(0, expected)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        body.append(data)
        let received = body.count
        lock.unlock()
        if received > limit {
            stop(because: RemoteImportError.tooLarge(url: url.absoluteString, limit: limit))
            return
        }
        let expected = dataTask.response.map { $0.expectedContentLength >= 0 ? Int($0.expectedContentLength) : nil } ?? nil
        onBytes(received, expected)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        let failure = self.failure
        let body = self.body
        lock.unlock()
        if let failure {
            finish(.failure(failure))
        } else if let error {
            finish(.failure(Self.translate(error, url: url, timeout: timeout)))
        } else {
            finish(.success(body))
        }
    }

    // MARK: Helpers

    /// Same scheme, host and port: a redirect the import follows.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil) }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
    }

    /// Foundation's URL errors as the import's typed ones.
    static func translate(_ error: any Error, url: URL, timeout: TimeInterval) -> any Error {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return RemoteImportError.failed(url: url.absoluteString, reason: nsError.localizedDescription)
        }
        switch nsError.code {
        case NSURLErrorCancelled:
            return CancellationError()
        case NSURLErrorTimedOut:
            return RemoteImportError.timedOut(url: url.absoluteString, seconds: timeout)
        case NSURLErrorCannotConnectToHost, NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed,
             NSURLErrorNotConnectedToInternet, NSURLErrorNetworkConnectionLost, NSURLErrorSecureConnectionFailed:
            return RemoteImportError.cannotConnect(host: url.host ?? url.absoluteString, reason: nsError.localizedDescription)
        default:
            return RemoteImportError.failed(url: url.absoluteString, reason: nsError.localizedDescription)
        }
    }
}
