import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import RosterModel

/// One `GET` with limits: a deadline for the whole answer (redirects included), a
/// largest body (reading stops as soon as it is passed), redirects followed only
/// within the same scheme, host and port, and a typed failure for everything else.
/// Cancelling the calling task ends the transfer at once.
///
/// On SwiftNIO (HTTP/1.1, TLS through NIOSSL with the system's trust store), not
/// `URLSession`: Foundation's networking on Linux is libcurl and some 25 libraries
/// behind it (TLS, Kerberos, LDAP, SSH…), which every start of `roster` and
/// `roster-cli` paid to load and bind (about 10 ms) for a request a user rarely makes.
/// NIO is already in the programs for PostgreSQL. Proxies (`http_proxy`) are not used.
enum BoundedDownload {
    /// Bytes received so far and the length the server announced, if it did.
    typealias BytesHandler = @Sendable (_ received: Int, _ expected: Int?) -> Void

    /// How many redirects are followed before the request fails.
    static let redirectLimit = 10

    /// The body of a 2xx answer to `GET url`.
    /// - Throws: `RemoteImportError`, or `CancellationError` when the calling task is cancelled.
    static func get(_ url: URL, timeout: TimeInterval, limit: Int, onBytes: @escaping BytesHandler) async throws -> Data {
        let deadline = NIODeadline.now() + .nanoseconds(Int64(timeout * 1_000_000_000))
        var current = url
        for _ in 0...redirectLimit {
            let exchange = Exchange(url: current, original: url, timeout: timeout, limit: limit, onBytes: onBytes)
            switch try await exchange.run(until: deadline) {
            case .body(let data):
                return data
            case .redirect(let location):
                guard let target = URL(string: location, relativeTo: current)?.absoluteURL, sameOrigin(url, target) else {
                    throw RemoteImportError.redirectedToAnotherHost(url: url.absoluteString, target: location)
                }
                current = target
            }
        }
        throw RemoteImportError.failed(url: url.absoluteString, reason: "more than \(redirectLimit) redirects")
    }

    /// Same scheme, host and port: a redirect the import follows.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && port(of: a) == port(of: b)
    }

    static func port(of url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}

/// What one request ended with.
enum ExchangeOutcome: Sendable {
    case body(Data)
    case redirect(location: String)
}

/// One request and its answer on one connection.
private final class Exchange: Sendable {
    let url: URL
    /// The URL the user gave: what failures name.
    let original: URL
    let timeout: TimeInterval
    let limit: Int
    let onBytes: BoundedDownload.BytesHandler

    init(url: URL, original: URL, timeout: TimeInterval, limit: Int, onBytes: @escaping BoundedDownload.BytesHandler) {
        self.url = url
        self.original = original
        self.timeout = timeout
        self.limit = limit
        self.onBytes = onBytes
    }

    func run(until deadline: NIODeadline) async throws -> ExchangeOutcome {
        guard let host = url.host, !host.isEmpty, let port = BoundedDownload.port(of: url) else {
            throw RemoteImportError.invalidAddress(url.absoluteString)
        }
        let isSecure = url.scheme?.lowercased() == "https"
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let promise = eventLoop.makePromise(of: ExchangeOutcome.self)
        let timedOut = RemoteImportError.timedOut(url: original.absoluteString, seconds: timeout)

        // The deadline covers connecting, TLS and the whole answer.
        let deadlineTask = eventLoop.scheduleTask(deadline: deadline) { promise.fail(timedOut) }
        let connected = ClientBootstrap(group: eventLoop)
            .connectTimeout(max(.milliseconds(1), deadline - .now()))
            // Large reads: a body of megabytes in a few hundred reads, not thousands.
            .channelOption(.recvAllocator, value: AdaptiveRecvByteBufferAllocator(minimum: 16_384, initial: 65_536, maximum: 1_048_576))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if isSecure {
                        let context = try NIOSSLContext(configuration: .makeClientConfiguration())
                        let name = Self.isIPAddress(host) ? nil : host
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: context, serverHostname: name))
                    }
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(ResponseCollector(promise: promise, exchange: self))
                }
            }
            .connect(host: host, port: port)
        connected.whenFailure { error in promise.fail(self.translate(error, host: host)) }
        connected.whenSuccess { channel in
            promise.futureResult.whenComplete { _ in channel.close(promise: nil) }
            var headers = HTTPHeaders()
            headers.add(name: "Host", value: port == (isSecure ? 443 : 80) ? host : "\(host):\(port)")
            headers.add(name: "Accept", value: "application/json")
            headers.add(name: "User-Agent", value: "Roster")
            headers.add(name: "Connection", value: "close")
            var target = self.url.path.isEmpty ? "/" : self.url.path
            if let query = self.url.query { target += "?" + query }
            let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: target, headers: headers)
            channel.write(HTTPClientRequestPart.head(head), promise: nil)
            channel.writeAndFlush(HTTPClientRequestPart.end(nil)).whenFailure { error in
                promise.fail(self.translate(error, host: host))
            }
        }
        promise.futureResult.whenComplete { _ in deadlineTask.cancel() }
        return try await withTaskCancellationHandler {
            try await promise.futureResult.get()
        } onCancel: {
            promise.fail(CancellationError())
        }
    }

    /// NIO's and the system's failures as the import's typed ones.
    func translate(_ error: any Error, host: String) -> any Error {
        switch error {
        case let error as RemoteImportError: return error
        case is CancellationError: return error
        case ChannelError.connectTimeout:
            return RemoteImportError.timedOut(url: original.absoluteString, seconds: timeout)
        case let error as NIOConnectionError:
            let reasons = error.connectionErrors.map { Self.describe($0.error) }
            if error.dnsAError != nil || error.dnsAAAAError != nil, reasons.isEmpty {
                return RemoteImportError.cannotConnect(host: host, reason: "unknown host")
            }
            return RemoteImportError.cannotConnect(host: host, reason: reasons.first ?? "no address")
        case let error as IOError:
            return RemoteImportError.cannotConnect(host: host, reason: Self.describe(error))
        case let error as NIOSSLError:
            return RemoteImportError.cannotConnect(host: host, reason: "secure connection failed: \(error)")
        case let error as BoringSSLError:
            return RemoteImportError.cannotConnect(host: host, reason: "secure connection failed: \(error)")
        default:
            return RemoteImportError.failed(url: original.absoluteString, reason: String(describing: error))
        }
    }

    /// The system's wording of a socket error ("Connection refused").
    static func describe(_ error: any Error) -> String {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        return String(describing: error)
    }

    static func isIPAddress(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host, port: 0)) != nil
    }
}

/// Reads the answer: the status and length first, then the body up to the limit.
/// Made and used on the channel's event loop only.
private final class ResponseCollector: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let promise: EventLoopPromise<ExchangeOutcome>
    private let exchange: Exchange
    /// The body so far (nil until a 2xx head) and the length the server announced.
    private var body: ByteBuffer?
    private var expected: Int?

    init(promise: EventLoopPromise<ExchangeOutcome>, exchange: Exchange) {
        self.promise = promise
        self.exchange = exchange
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let url = exchange.original.absoluteString
        switch unwrapInboundIn(data) {
        case .head(let head):
            let code = Int(head.status.code)
            if (300..<400).contains(code), let location = head.headers.first(name: "Location") {
                promise.succeed(.redirect(location: location))
                return
            }
            guard (200..<300).contains(code) else { return promise.fail(RemoteImportError.httpStatus(url: url, code: code)) }
            let expected = head.headers.first(name: "Content-Length").flatMap { Int($0) }
            if let expected, expected > exchange.limit { return promise.fail(RemoteImportError.tooLarge(url: url, limit: exchange.limit)) }
            body = context.channel.allocator.buffer(capacity: min(expected ?? 16_384, exchange.limit))
            self.expected = expected
            exchange.onBytes(0, expected)
        case .body(var part):
            guard body != nil else { return }
            body!.writeBuffer(&part)
            let received = body!.readableBytes
            if received > exchange.limit { return promise.fail(RemoteImportError.tooLarge(url: url, limit: exchange.limit)) }
            exchange.onBytes(received, expected)
        case .end:
            guard let body else { return }
            promise.succeed(.body(Data(body.readableBytesView)))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        promise.fail(exchange.translate(error, host: exchange.url.host ?? ""))
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        promise.fail(
            RemoteImportError.failed(
                url: exchange.original.absoluteString, reason: "the server closed the connection before the answer ended"))
    }
}
