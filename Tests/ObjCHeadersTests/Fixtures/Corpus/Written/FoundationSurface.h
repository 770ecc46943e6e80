// Written for MiniObjC's corpus: a service object touching much of Foundation — errors and
// domains, sets and ordered sets, index sets and paths, caches, operations and progress,
// timers and run loops, bundles and files, JSON options, formatters, value transformers,
// URL components and requests, comparators and ranges.
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

FOUNDATION_EXPORT NSErrorDomain const ServiceErrorDomain;
FOUNDATION_EXPORT NSNotificationName const ServiceDidUpdateNotification;
FOUNDATION_EXTERN NSString * const ServiceUserInfoKey;

@interface ServiceTransformer : NSValueTransformer
@end

@interface ServiceFormatter : NSFormatter
@property (nonatomic, strong) NSDateFormatter *dateFormatter;
@property (nonatomic, strong) NSNumberFormatter *numberFormatter;
@property (nonatomic, strong) NSISO8601DateFormatter *isoFormatter;
@end

@interface Service : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSProgressReporting>
@property (nonatomic, strong) NSMutableSet<NSString *> *activeKeys;
@property (nonatomic, strong) NSOrderedSet<NSURL *> *mirrors;
@property (nonatomic, strong) NSCountedSet<NSString *> *hits;
@property (nonatomic, strong) NSMutableIndexSet *dirtyRows;
@property (nonatomic, strong) NSIndexPath *selection;
@property (nonatomic, strong) NSCache<NSString *, NSData *> *cache;
@property (nonatomic, strong) NSOperationQueue *queue;
@property (nonatomic, strong, readonly) NSProgress *progress;
@property (nonatomic, strong, nullable) NSTimer *refreshTimer;
@property (nonatomic, strong) NSRunLoop *runLoop;
@property (nonatomic, strong) NSBundle *resourceBundle;
@property (nonatomic, strong) NSFileManager *fileManager;
@property (nonatomic, strong) NSURLComponents *endpoint;
@property (nonatomic, strong) NSMutableURLRequest *template;
@property (nonatomic, strong, nullable) NSError *lastError;
@property (nonatomic, strong) NSUserDefaults *defaults;
@property (nonatomic, strong) NSNotificationCenter *center;
@property (nonatomic, strong) NSThread *worker;
@property (nonatomic, strong) NSCalendar *calendar;
@property (nonatomic, strong) NSTimeZone *timeZone;
@property (nonatomic, strong) NSLocale *locale;
@property (nonatomic, strong) NSRegularExpression *pattern;
@property (nonatomic, strong) NSPredicate *filter;
@property (nonatomic, copy) NSArray<NSSortDescriptor *> *ordering;
@property (nonatomic, copy) NSComparator comparator;
@property (nonatomic, assign) NSRange window;
@property (nonatomic, assign) NSTimeInterval interval;
@property (nonatomic, assign) NSJSONReadingOptions jsonOptions;
@property (nonatomic, assign) NSStringEncoding encoding;
@property (nonatomic, assign) NSComparisonResult lastComparison;
@property (nonatomic, assign) NSQualityOfService qos;
@property (nonatomic, assign) NSSearchPathDirectory directory;
@property (nonatomic, assign) NSURLRequestCachePolicy cachePolicy;
@property (nonatomic, assign) unichar separator;
@property (nonatomic, assign) NSZone *zone;
@property (nonatomic, assign) NSRangePointer rangePointer;
@property (nonatomic, strong) NSAttributedString *banner;
@property (nonatomic, strong) NSCharacterSet *allowed;
@property (nonatomic, strong) NSMutableData *buffer;
@property (nonatomic, strong) NSValue *boxedRange;
@property (nonatomic, strong) NSNull *placeholder;
+ (instancetype)sharedService;
- (nullable id)decodeJSON:(NSData *)data options:(NSJSONReadingOptions)options error:(NSError * _Nullable __autoreleasing *)error;
- (void)enumerateKeysWithOptions:(NSEnumerationOptions)options usingBlock:(void (NS_NOESCAPE ^)(NSString *key, BOOL *stop))block;
- (NSArray<NSString *> *)sortedKeysUsingComparator:(NSComparator NS_NOESCAPE)comparator;
- (BOOL)writeData:(NSData *)data toURL:(NSURL *)url options:(NSDataWritingOptions)options error:(NSError **)error;
- (void)fetchRange:(NSRange)range completion:(void (^)(NSArray<id> * _Nullable items, NSError * _Nullable error))completion;
@end

NS_ASSUME_NONNULL_END
