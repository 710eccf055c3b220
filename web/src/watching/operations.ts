/** Watching's GraphQL operations: the caller's watched places, their notifications and the bell's count. */
import { graphql } from '../gql';

export const WatchesQuery = graphql(`
  query Watches {
    watches { kind entryId name since }
  }
`);

export const UnreadNotificationsQuery = graphql(`
  query UnreadNotifications {
    unreadNotifications
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($page: Int) {
    page: notifications(page: $page) {
      content { id type kind entryId title text createdDate read path }
      unread totalPages totalElements totalElementsIsEstimate pageNumber
    }
  }
`);

export const WatchMutation = graphql(`
  mutation Watch($kind: EntryCollection!, $entryId: Int!) {
    watch(kind: $kind, entryId: $entryId)
  }
`);

export const UnwatchMutation = graphql(`
  mutation Unwatch($kind: EntryCollection!, $entryId: Int!) {
    unwatch(kind: $kind, entryId: $entryId)
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [Int!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    notificationSettings {
      email { type cadence } push { type on } timeZone watchSafeForMe
    }
  }
`);

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      email { type cadence } push { type on } timeZone watchSafeForMe
    }
  }
`);

export const UnsubscribeLinkQuery = graphql(`
  query UnsubscribeLink($token: String!) {
    unsubscribeLink(token: $token) { type }
  }
`);

export const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) { type }
  }
`);

export const AreaWatchesQuery = graphql(`
  query AreaWatches {
    areaWatches { id place radiusKm kinds meetsNeeds }
  }
`);

export const WatchAreaMutation = graphql(`
  mutation WatchArea($input: AreaWatchInput!) {
    watchArea(input: $input)
  }
`);

export const UnwatchAreaMutation = graphql(`
  mutation UnwatchArea($id: Int!) {
    unwatchArea(id: $id)
  }
`);

export const PushPublicKeyQuery = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const PushSubscriptionsQuery = graphql(`
  query PushSubscriptions {
    pushSubscriptions { endpoint }
  }
`);

export const SubscribePushMutation = graphql(`
  mutation SubscribePush($subscription: PushSubscriptionInput!) {
    subscribePush(subscription: $subscription)
  }
`);

export const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);
