//
//  PINOperation.h
//  PINOperation
//
//  Created by Adlai Holler on 1/10/17.
//  Copyright © 2017 Pinterest. All rights reserved.
//

#import <PINOperation/PINOperationMacros.h>
#import <PINOperation/PINOperationTypes.h>
#import <PINOperation/PINOperationQueue.h>
#import <PINOperation/PINOperationGroup.h>
