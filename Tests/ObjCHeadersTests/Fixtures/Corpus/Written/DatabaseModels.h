// Written for MiniObjC's corpus in the style of persistence code: a Core Data entity as
// Xcode generates it (a class and a CoreDataProperties category), a typed fetch request,
// SQLite handles, decimal numbers and their NSDecimal value, UUIDs, data-reading options.
#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>
#import <sqlite3.h>

NS_ASSUME_NONNULL_BEGIN

@class Account;

@interface Transaction : NSManagedObject
@end

@interface Transaction (CoreDataProperties)
+ (NSFetchRequest<Transaction *> *)fetchRequest NS_SWIFT_NAME(fetchRequest());
@property (nullable, nonatomic, copy) NSUUID *identifier;
@property (nullable, nonatomic, copy) NSDecimalNumber *amount;
@property (nullable, nonatomic, copy) NSDate *date;
@property (nonatomic) int16_t kind;
@property (nonatomic) BOOL cleared;
@property (nullable, nonatomic, retain) Account *account;
@property (nullable, nonatomic, retain) NSSet<NSString *> *labels;
@property (nullable, nonatomic, retain) NSOrderedSet<Transaction *> *splits;
@end

@interface Account : NSManagedObject
@property (nullable, nonatomic, copy) NSString *name;
@property (nullable, nonatomic, retain) NSSet<Transaction *> *transactions;
@end

@interface LedgerStore : NSObject
@property (nonatomic, assign, nullable) sqlite3 *handle;
@property (nonatomic, assign) sqlite3_int64 lastRowID;
@property (nonatomic, assign) NSDecimal balance;
@property (nonatomic, strong) NSDecimalNumber *total;
@property (nonatomic, strong) NSPersistentContainer *container;
@property (nonatomic, strong) NSManagedObjectContext *backgroundContext;
@property (nonatomic, strong) NSFetchRequest<Transaction *> *pendingRequest;
@property (nonatomic, assign) NSManagedObjectContextConcurrencyType concurrency;
@property (nonatomic, assign) NSDataReadingOptions readingOptions;
@property (nonatomic, assign) NSDataWritingOptions writingOptions;
@property (nonatomic, copy) NSUUID *storeIdentifier;
- (BOOL)openAtURL:(NSURL *)url options:(NSDataReadingOptions)options error:(NSError **)error;
- (nullable NSArray<Transaction *> *)transactionsForAccount:(Account *)account error:(NSError **)error;
- (NSDecimalNumber *)sumOfTransactions:(NSArray<Transaction *> *)transactions roundingWith:(nullable id<NSDecimalNumberBehaviors>)behavior;
- (void)setBalance:(NSDecimal)balance rounding:(NSRoundingMode)mode;
@end

NS_ASSUME_NONNULL_END
